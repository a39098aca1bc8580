import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemo } from '../../src/server/db/seed/seedDemo';
import { findEntry } from '../../src/server/site/content/content.repo';
import {
  DEMO_CONTENT_PREVIEWER,
  seedContent,
  seedContentPreviewer,
} from '../../src/server/site/content/contentSeed';
import { actionTable } from '../../src/shared/api/actionTable';
import { fromWire } from '../../src/shared/api/wireCase';
import { CONTENT_VERSION } from '../../src/shared/content/entries';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

const API = '/api/v2';

let server: TestServer;
let guest: TestAgent;
let editor: TestAgent;
let customer: TestAgent;

async function signedIn(account: { email: string; password: string }) {
  const agent = new TestAgent(server.app);
  const response = await agent.send('POST', `${API}/my/sessions`, account);
  expect(response.statusCode, response.body).toBe(200);
  return agent;
}

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedContent(server.database.db)).toBeGreaterThan(30);
  // A second start adds nothing: what editors changed since stays.
  expect(await seedContent(server.database.db)).toBe(0);
  await seedContentPreviewer(server.database.db);
  await seedDemo(server.database.db);
  guest = new TestAgent(server.app);
  editor = await signedIn(DEMO_CONTENT_PREVIEWER);
  customer = await signedIn(DEMO_ACCOUNT);
}, 60_000);
afterAll(() => server.close());

function page(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return actionTable['content_pages'].output.parse(fromWire(response.json()));
}

const entryId = async (kind: string, key: string) =>
  (await findEntry(server.database.db, kind, CONTENT_VERSION, key))!.id;

describe('content pages', () => {
  it('pages/main is the home page, with its components and articles filled in', async () => {
    const home = page(await guest.get(`${API}/pages/main`));
    expect(home.title).toBe('Personalised photo books, cards and wall art');
    const types = home.sections.map((s) => s.type);
    expect(types).toContain('hero');
    expect(types).toContain('template-carousel');
    const component = home.sections.find((s) => s.type === 'component') as unknown as {
      sections: { type: string }[];
    };
    expect(component.sections.length).toBeGreaterThan(0);
    const articles = home.sections.find((s) => s.type === 'articles') as unknown as {
      resolved: { href: string }[];
    };
    expect(articles.resolved.map((a) => a.href)).toContain(
      '/stories/how-to-choose-photos-for-a-travel-book',
    );
  });

  it.each([
    ['landing_pages', 'customer-reviews'],
    ['landing_pages', 'pro'],
    ['landing_pages', 'volume'],
    ['landing_pages', 'yearbook'],
    ['landing_pages', 'careers'],
    ['landing_pages', 'best-quality-photo-books'],
    ['freeform_landing_pages', 'mothers-day-gift-guide'],
    ['freeform_landing_pages', 'fathers-day-gift-guide'],
    ['freeform_landing_pages', 'wedding-photo-albums'],
    ['freeform_landing_pages', 'holiday-gift-guide'],
    ['freeform_landing_pages', 'b/fathers-day-gift-guide'],
  ])('%s answers the known path %s', async (call, path) => {
    const answer = page(await guest.get(`${API}/${call}?path=${path}`));
    expect(answer.sections.length).toBeGreaterThan(0);
    expect(answer.draft).toBeUndefined();
  });

  it('content_pages is keyed by content version and slug, and traverses nested components', async () => {
    const gallery = page(
      await guest.get(`${API}/content_pages?version=${CONTENT_VERSION}&slug=section-gallery`),
    );
    // The nested promo is a component holding a component: both levels come filled in.
    const promo = gallery.sections.filter((s) => s.type === 'component').at(-1) as unknown as {
      sections: { type: string; sections?: { type: string }[] }[];
    };
    expect(promo.sections.map((s) => s.type)).toEqual(['bar', 'component']);
    expect(promo.sections[1]?.sections?.[0]?.type).toBe('callout-banner');
    // Injected components inside an article listing.
    const listing = gallery.sections.find((s) => s.type === 'article-listing') as unknown as {
      resolved: {
        articles: unknown[];
        injected: { after: number; sections: { type: string }[] }[];
      };
    };
    expect(listing.resolved.articles.length).toBeGreaterThan(0);
    expect(listing.resolved.injected[0]?.sections[0]?.type).toBe('mobile-app');
  });

  it('serves an article on its own page under /stories', async () => {
    const article = page(
      await guest.get(
        `${API}/content_pages?version=${CONTENT_VERSION}&slug=stories/wedding-album-timeline`,
      ),
    );
    expect(article.title).toBe('The wedding album timeline');
  });

  it('answers 404 for a page, version or article that does not exist', async () => {
    for (const url of [
      `${API}/content_pages?version=${CONTENT_VERSION}&slug=no-such-page`,
      `${API}/content_pages?version=1999-01&slug=shipping`,
      `${API}/content_pages?version=${CONTENT_VERSION}&slug=stories/nope`,
      `${API}/landing_pages?path=nope`,
    ]) {
      expect((await guest.get(url)).statusCode, url).toBe(404);
    }
  });

  it('refuses malformed input with field errors', async () => {
    const cases: [string, string][] = [
      [`${API}/content_pages?version=${CONTENT_VERSION}&slug=../secrets`, 'slug'],
      [`${API}/content_pages?version=latest&slug=shipping`, 'version'],
      [`${API}/content_pages?slug=shipping`, 'version'],
      [`${API}/landing_pages?path=Bad%20Path`, 'path'],
      [`${API}/landing_pages`, 'path'],
      [`${API}/content_preview?preview_type=site-page&id=abc`, 'id'],
      [`${API}/content_preview?preview_type=poster&id=1`, 'previewType'],
    ];
    for (const [url, field] of cases) {
      const response = await editor.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(
        field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      );
    }
  });

  it('components/auth answers the published sign-in texts', async () => {
    const response = await guest.get(`${API}/components/auth`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sign_in_title).toBe('Welcome back');
  });
});

describe('drafts and previews', () => {
  it('shows a landing page draft only to a content previewer asking for it', async () => {
    const published = page(await editor.get(`${API}/landing_pages?path=careers`));
    expect(published.draft).toBeUndefined();
    const draft = page(await editor.get(`${API}/landing_pages?path=careers&preview=true`));
    expect(draft.draft).toBe(true);
    expect(JSON.stringify(draft)).toContain('we are hiring');
    for (const agent of [guest, customer]) {
      const other = page(await agent.get(`${API}/landing_pages?path=careers&preview=true`));
      expect(other.draft).toBeUndefined();
      expect(JSON.stringify(other)).not.toContain('we are hiring');
    }
  });

  it('/strapi previews need a signed-in content previewer', async () => {
    const id = await entryId('site-page', 'l/careers');
    const url = `${API}/content_preview?preview_type=site-page&id=${id}`;
    expect((await guest.get(url)).statusCode).toBe(401);
    expect((await customer.get(url)).statusCode).toBe(403);
    const response = await editor.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = actionTable['content_preview'].output.parse(fromWire(response.json()));
    expect(answer).toMatchObject({ kind: 'site-page', draft: true });
    expect(JSON.stringify(answer)).toContain('we are hiring');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('previews every kind: site content, components and articles; unknown ids are 404', async () => {
    const cases = [
      ['site-content', await entryId('site-content', 'auth'), 'Join Printshop'],
      ['site-component', await entryId('site-component', 'newsletter'), 'callout-banner'],
      ['article', await entryId('article', 'wedding-album-timeline'), 'thank-you cards'],
    ] as const;
    for (const [type, id, text] of cases) {
      const response = await editor.get(`${API}/content_preview?preview_type=${type}&id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toContain(text);
    }
    // An id of another kind is not found, not shown as the wrong kind.
    const pageId = await entryId('site-page', 'index');
    expect(
      (await editor.get(`${API}/content_preview?preview_type=article&id=${pageId}`)).statusCode,
    ).toBe(404);
  });
});

describe('the contact form', () => {
  it('mails the message to the shop with the sender to reply to', async () => {
    const before = server.mail.length;
    const response = await guest.send('POST', `${API}/contact_messages`, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'order',
      order_number: 'PS-1234',
      message: 'My book arrived with a bent corner. Could you reprint it?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = server.mail.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('hello@printshop.test');
    expect(mail[0]?.text).toContain('ada@example.com');
    expect(mail[0]?.text).toContain('PS-1234');
    expect(mail[0]?.text).toContain('bent corner');
  });

  it('refuses a message without an address, a topic or enough words', async () => {
    const response = await guest.send('POST', `${API}/contact_messages`, {
      name: '',
      email: 'not-an-address',
      topic: 'complaints',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json().error.fields);
    expect(fields.sort()).toEqual(['email', 'message', 'name', 'topic']);
  });
});
