import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { seedReviews } from '../../src/server/catalog/reviews/reviewsSeedData';
import { seedSiteWithHelpAndReviews } from '../../src/server/routes/startingData';
import { findEntry } from '../../src/server/site/content/content.repo';
import {
  readContentFiles,
  seedContent,
  seedContentPreviewer,
} from '../../src/server/site/content/contentSeed';
import { LOGOS } from '../../src/server/site/site/siteSeedData';
import { CONTENT_VERSION } from '../../src/shared/content/entries';
import { sectionTypes } from '../../src/shared/content/sections';
import { partnerPages, photoBookCollections } from '../../src/shared/routes/queryEnums';
import { sourceRenderer } from './support/sourceRenderer';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Every content route rendered on the server from the content store, with no console error or
 * warning, and the page holding every section type rendering each of them.
 */

let server: TestServer;
let guest: TestAgent;
const complaints: unknown[][] = [];

beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  await seedCatalog(server.database.db);
  await seedContent(server.database.db);
  await seedContentPreviewer(server.database.db);
  await seedSiteWithHelpAndReviews(server.database.db);
  guest = new TestAgent(server.app);
}, 120_000);
afterAll(() => server.close());

beforeAll(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      complaints.push([level, ...args]);
    });
  }
});
afterEach(() => {
  expect(complaints).toEqual([]);
  complaints.length = 0;
});

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const contentRoutes: [url: string, text: string][] = [
  ['/', 'Your photos, beautifully printed.'],
  ['/about-printshop', 'We print the photos people keep'],
  ['/contact', 'Write to us'],
  ['/main/privacy/cookie', 'The cookies we use'],
  ['/l/press-page', 'Printshop in the news'],
  ['/printshop-celebrity-partner', 'Designed with someone you know'],
  ['/affiliates', 'Recommend what you love, earn 8%'],
  ['/edu-canada', 'Class books for Canadian schools'],
  ['/printshop-coupons', 'Current coupons and offers'],
  ['/l/customer-reviews', 'Customer reviews'],
  ['/l/best-quality-photo-books', 'The photo book, done properly'],
  ['/l/pro', 'Albums your clients will keep'],
  ['/l/volume', 'A season to remember, for every player'],
  ['/l/yearbook', 'Yearbooks the whole class can make'],
  ['/l/careers', 'Help people keep what matters'],
  ['/l/f/mothers-day-gift-guide', 'Gifts she will actually keep'],
  ['/l/f/fathers-day-gift-guide', 'For the dad who has everything'],
  ['/l/f/wedding-photo-albums', 'The album your grandchildren will open'],
  ['/l/f/holiday-gift-guide', 'Give the year back to them'],
  ['/l/f/b/fathers-day-gift-guide', 'Order by Wednesday, on his doorstep by Sunday'],
  ...partnerPages.map((partner): [string, string] => [
    `/l/site/partner/${partner}`,
    'Your partner offer',
  ]),
  ['/shipping', 'Shipping'],
  ['/faq', 'questions'],
  ['/help', 'How can we help?'],
  // The sign-in frame's side panel reads components/auth from the store.
  ['/account/login', 'One free account keeps your photos, designs and orders together'],
  ['/account/signup', 'One free account keeps your photos, designs and orders together'],
  ['/account/login', 'Sign in to find your photos, projects and orders.'],
  ['/stories', 'Latest stories'],
  ['/stories/wedding-album-timeline', 'The wedding album timeline'],
  ['/section-gallery', 'Section gallery'],
];

describe('content routes', () => {
  it.each(contentRoutes)('%s renders its content', async (url, text) => {
    const response = await guest.get(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toContain(html(text));
    // One h1 per page.
    expect(response.body.match(/<h1[\s>]/g)?.length, url).toBe(1);
  });

  it.each([
    '/wedding-collection',
    '/photo-books',
    '/coffee-table-books',
    '/all-photo-books',
    '/simple-photo-books',
    '/pro-collection',
    '/mother-s-day-photo-books',
    '/father-s-day-photo-books',
    '/~/trust-pilot-widget',
    '/~/trust-pilot-widget?compact=true',
  ])('%s (a catalogue-built content route) renders', async (url) => {
    expect((await guest.get(url)).statusCode).toBe(200);
  });

  it.each(photoBookCollections)(
    'the %s collection page shows its designs and its content from the store',
    async (collection) => {
      const response = await guest.get(`/photo-books/${collection}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('A tip from our studio');
      expect(response.body).toContain(html('Loved by families who keep their stories'));
      expect(response.body.match(/<h1[\s>]/g)?.length).toBe(1);
    },
  );

  it.each([
    ['/photo-books/education', '/l/yearbook'],
    ['/pro-collection', '/l/pro'],
    ['/photo-books/sports', '/l/volume'],
  ])('%s sends volume sales to %s', async (url, landing) => {
    expect((await guest.get(url)).body).toContain(`href="${landing}"`);
  });

  it('a collection without a volume page has no volume link', async () => {
    const body = (await guest.get('/photo-books/travel')).body;
    expect(body).not.toContain('See volume pricing');
  });

  it.each(['/no-such-page', '/l/no-such-landing', '/l/f/no-such-guide', '/stories/nope'])(
    '%s falls through to the not-found page',
    async (url) => {
      const response = await guest.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('find that page');
    },
  );

  it('renders every section type on the gallery page', async () => {
    const body = (await guest.get('/section-gallery')).body;
    const entries = await readContentFiles();
    const gallery = entries.find((e) => e.key === 'section-gallery')?.published as {
      sections: Record<string, unknown>[];
    };
    expect(new Set(gallery.sections.map((s) => s.type))).toEqual(new Set(sectionTypes));
    for (const section of gallery.sections) {
      const text = [section.title, section.text, section.quote, section.code].find(
        (value): value is string => typeof value === 'string',
      );
      if (text) expect(body, String(section.type)).toContain(html(text));
    }
    // Live designs from the catalogue, in the HTML: the carousel links to design pages.
    const carousel = body.slice(body.indexOf('data-testid="template-carousel"'));
    expect(carousel.match(/<img /g)?.length ?? 0).toBeGreaterThan(0);
    // The trust rating reads the reviews store: the shop's count and its newest five-star reviews.
    const reviews = seedReviews();
    const trust = body.slice(body.indexOf(html('Trust rating')));
    expect(trust).toContain(`from ${reviews.length.toLocaleString('en-US')} reviews`);
    const newestFive = [...reviews]
      .filter((review) => review.rating === 5)
      .sort((a, b) => b.reviewedAt.getTime() - a.reviewedAt.getTime())[0]!;
    expect(trust).toContain(html(newestFive.body));
    // Resolved references: the article, the article listing and the nested component.
    expect(body).toContain(html('How to choose photos for a travel book'));
    expect(body).toContain(html('Make a book from your phone'));
    expect(body).toContain(html('Ideas, new designs and members-only offers'));
  });
});

describe('pages whose words are content entries around a live part', () => {
  it("/help renders the store's help page with its search, topics, answers and contact in order", async () => {
    const body = (await guest.get('/help')).body;
    // The entry's words: its hero, topics and guides.
    for (const text of ['How can we help?', 'Popular topics', 'Getting your photos in']) {
      expect(body, text).toContain(html(text));
    }
    // Where the entry's component sections put the live parts: the search under the heading,
    // the topic tiles next, then the articles and the contact form (shop help centres' order).
    const order = [
      html('How can we help?'),
      'Search help articles',
      html('Popular topics'),
      'id="help-results"',
      'Still need help?',
    ].map((text) => body.indexOf(text));
    expect(
      order.every((at) => at >= 0),
      String(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("/l/customer-reviews renders the store's page with the reviews the address asks for", async () => {
    const body = (await guest.get('/l/customer-reviews')).body;
    for (const text of [
      'Twelve thousand stories, printed',
      'What customers mention most',
      'Made something with us?',
    ]) {
      expect(body, text).toContain(html(text));
    }
    expect(body).toContain('Filter reviews');
    expect(body).toMatch(/Showing 1–10 of \d+ reviews/);
    // The list sits where the entry's component section puts it: after the intro, before the traits.
    const list = body.indexOf('Filter reviews');
    expect(list).toBeGreaterThan(body.indexOf(html('Twelve thousand stories, printed')));
    expect(list).toBeLessThan(body.indexOf(html('What customers mention most')));
    // Filters and page come from the address, so a shared link renders the same list.
    const reviews = seedReviews();
    const five = reviews.filter((review) => review.rating === 5).length;
    // (React separates adjacent text with empty comments; the reader sees none.)
    const filtered = (await guest.get('/l/customer-reviews?rating=5&page=2')).body.replaceAll(
      '<!-- -->',
      '',
    );
    expect(filtered).toContain(`Showing 11–${Math.min(20, five)} of ${five} reviews`);
    expect(filtered).toContain(`Page 2 of ${Math.ceil(five / 10)}`);
  });

  /** The rating the page states to search engines, and its canonical address. */
  const seoOf = (body: string) => {
    const ratings = [
      ...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ]
      .map((found) => JSON.parse(found[1]!) as { aggregateRating?: Record<string, unknown> })
      .flatMap((data) => (data.aggregateRating ? [data.aggregateRating] : []));
    return { ratings, canonical: body.match(/<link rel="canonical" href="([^"]*)"/)?.[1] };
  };

  it.each([
    ['/l/customer-reviews', '/l/customer-reviews'],
    ['/l/customer-reviews?rating=5&page=2', '/l/customer-reviews?rating=5&page=2'],
    ['/l/customer-reviews?product=20', '/l/customer-reviews?product=20'],
    // Unknown filters and the first page are left out; a preview's canonical is the page itself.
    ['/l/customer-reviews?rating=9&page=1&_preview=true', '/l/customer-reviews'],
    [
      '/l/customer-reviews?page=3&rating=4&product=20',
      '/l/customer-reviews?product=20&rating=4&page=3',
    ],
  ])("%s states the whole shop's rating and its canonical address", async (url, canonical) => {
    const reviews = seedReviews();
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    const { ratings, canonical: link } = seoOf((await guest.get(url)).body);
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({ '@type': 'AggregateRating', reviewCount: reviews.length });
    expect(ratings[0]!.ratingValue as number).toBeCloseTo(average, 1);
    // (The link is absolute when the server knows its origin; its `&` are written `&amp;`.)
    const address = new URL(link!.replaceAll('&amp;', '&'), 'https://shop.example');
    expect(address.pathname + address.search).toBe(canonical);
  });
});

describe('site notices and logos', () => {
  it('every page with the header shows the live holiday promotion in its first HTML', async () => {
    for (const url of ['/', '/photo-books', '/l/press-page']) {
      const body = (await guest.get(url)).body;
      expect(body, url).toContain('aria-label="Holiday offer"');
      expect(body, url).toContain(html('Holiday cards: 30% off through December 8'));
    }
    // A page embedded in another site shows none of the shop's notices.
    const widget = (await guest.get('/~/trust-pilot-widget')).body;
    expect(widget).not.toContain('Holiday offer');
  });

  it("the press page's logo section shows the store's logos, each named", async () => {
    const body = (await guest.get('/l/press-page')).body;
    const strip = body.slice(body.indexOf(html('As featured in')));
    for (const name of ['The Family Journal', 'Daily Design Review', 'Tech & Home']) {
      expect(strip).toContain(`alt="${html(name)}"`);
    }
    expect(strip).toContain('src="/content/logos/family-journal.svg"');
    // Every seeded logo's picture is a file the shop serves.
    for (const logo of LOGOS) {
      expect(
        existsSync(fileURLToPath(new URL(`../../public${logo.imageUrl}`, import.meta.url))),
        logo.imageUrl,
      ).toBe(true);
    }
  });
});

describe('previews', () => {
  it('a landing page preview is never cached and shows the draft only to previewers', async () => {
    const asGuest = await guest.get('/l/careers?_preview=true');
    expect(asGuest.headers['cache-control']).toBe('no-store');
    expect(asGuest.body).not.toContain('we are hiring');

    const editor = new TestAgent(server.app);
    await editor.send('POST', '/api/v2/my/sessions', {
      email: 'editor@printshop.test',
      password: 'editor-printshop',
    });
    const asEditor = await editor.get('/l/careers?_preview=true');
    expect(asEditor.headers['cache-control']).toBe('no-store');
    expect(asEditor.body).toContain('we are hiring');
    expect(asEditor.body).toContain('Draft preview');
    expect(asEditor.body).toContain('noindex');

    const id = (await findEntry(server.database.db, 'site-page', CONTENT_VERSION, 'l/careers'))!.id;
    const strapi = await editor.get(`/strapi?previewType=site-page&id=${id}`);
    expect(strapi.statusCode).toBe(200);
    expect(strapi.headers['cache-control']).toBe('no-store');
  });
});
