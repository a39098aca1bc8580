import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpMessages } from '../../src/server/db/schema/help';
import {
  volumeDiscountInquiries,
  weddingSampleKitRequests,
} from '../../src/server/db/schema/requests';
import { seedSiteWithHelpAndReviews } from '../../src/server/routes/startingData';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ shopMailbox: 'care@shop.test' });
  await seedSiteWithHelpAndReviews(server.database.db);
});
afterAll(() => server.close());

const API = '/api/v2';
const at = (iso: string) => {
  server.clock.now = new Date(iso);
};

let emails = 0;
async function signedIn() {
  const agent = new TestAgent(server.app);
  const email = `site${++emails}@example.com`;
  const response = await signUpConfirmed(
    agent,
    { email, password: 'correct horse battery', first_name: 'Ada' },
    server.mail,
  );
  return { agent, email, userId: response.json().user.id as number };
}

// The memory mailer records a message the moment the service hands it over, before the answer.

describe('seeding', () => {
  it('seeds once', async () => {
    expect(await seedSiteWithHelpAndReviews(server.database.db)).toEqual({ seeded: false });
  });
});

describe('countries', () => {
  it('lists the countries the shop ships to with their states', async () => {
    const body = (await new TestAgent(server.app).get(`${API}/countries`)).json();
    expect(body.items.map((c: { code: string }) => c.code)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'IE',
      'NZ',
    ]);
    const us = body.items[0];
    expect(us.states).toContainEqual({ code: 'NY', name: 'New York' });
    expect(us.states.length).toBeGreaterThan(50);
    expect(body.items[2].states).toEqual([]);
  });
});

describe('promotions and the header warning follow their dates', () => {
  it('answers what is live now', async () => {
    const agent = new TestAgent(server.app);
    at('2026-11-22T12:00:00Z');
    const holiday = (await agent.get(`${API}/holiday_promotions`)).json();
    expect(holiday.items.map((p: { title: string }) => p.title)).toEqual([
      'Holiday cards: 30% off through December 8',
      'Order photo books by December 14 for Christmas delivery',
    ]);
    expect(holiday.items[0]).toMatchObject({
      url: '/cards/holiday-cards',
      starts_at: '2026-11-01T08:00:00.000Z',
      ends_at: '2026-12-09T08:00:00.000Z',
    });
    const slideIn = (await agent.get(`${API}/slide_in_promotions`)).json();
    expect(slideIn.items).toHaveLength(2);
    expect((await agent.get(`${API}/header_warning`)).json()).toMatchObject({ level: 'info' });

    at('2026-12-12T12:00:00Z');
    expect((await agent.get(`${API}/holiday_promotions`)).json().items).toHaveLength(1);
    expect((await agent.get(`${API}/header_warning`)).json()).toMatchObject({ level: 'warning' });

    at('2026-12-30T12:00:00Z');
    expect((await agent.get(`${API}/header_warning`)).json()).toEqual({});
    expect((await agent.get(`${API}/holiday_promotions`)).json().items).toEqual([]);
    at('2026-11-22T12:00:00Z');
  });
});

describe('banners', () => {
  it('answers the live banners of a place as plain text, every place without one', async () => {
    const agent = new TestAgent(server.app);
    at('2026-11-22T12:00:00Z');
    const cart = (await agent.get(`${API}/banners?placement=cart`)).json();
    expect(cart.items).toEqual([
      {
        id: expect.any(Number),
        text: 'Sending cards? Add printed envelopes. Each addressed from your address book, with your return address.',
        url: '/cards/all',
      },
    ]);
    const home = (await agent.get(`${API}/banners?placement=home`)).json();
    expect(home.items.map((b: { url: string }) => b.url)).toEqual(['/photo-books']);
    // Every live banner, and never a promotion of another kind.
    const all = (await agent.get(`${API}/banners`)).json();
    expect(all.items).toHaveLength(2);
    expect((await agent.get(`${API}/banners?placement=nowhere`)).json()).toEqual({ items: [] });

    // Last season's banner shows only in its own dates.
    at('2025-12-01T12:00:00Z');
    const lastYear = (await agent.get(`${API}/banners?placement=cart`)).json();
    expect(lastYear.items.map((b: { text: string }) => b.text)).toContain(
      'Last year’s holiday banner',
    );
    at('2026-11-22T12:00:00Z');
  });

  it('refuses a place name that is not one', async () => {
    const agent = new TestAgent(server.app);
    const bad = await agent.get(`${API}/banners?placement=${encodeURIComponent('<b>home</b>')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.placement).toBeDefined();
  });
});

describe('sign_up_banners/show_by_source', () => {
  it('answers the banner of a known source, whatever its case, and nothing otherwise', async () => {
    const agent = new TestAgent(server.app);
    const wedding = (
      await agent.get(`${API}/sign_up_banners/show_by_source?source=Wedding`)
    ).json();
    expect(wedding.banner.title).toMatch(/sample kit/);
    expect((await agent.get(`${API}/sign_up_banners/show_by_source?source=nobody`)).json()).toEqual(
      {},
    );
    const missing = await agent.get(`${API}/sign_up_banners/show_by_source`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.source).toBeDefined();
  });
});

describe('logos', () => {
  it('lists the press logos in order', async () => {
    const body = (await new TestAgent(server.app).get(`${API}/logos`)).json();
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({ name: 'The Family Journal', url: '/l/press-page' });
  });
});

describe('features', () => {
  it('lists the flags to anyone', async () => {
    const body = (await new TestAgent(server.app).get(`${API}/features`)).json();
    expect(body.items).toContainEqual({ key: 'slide_in_promotions', enabled: true });
  });

  it('lets only admins or the admin token change flags', async () => {
    const url = `${API}/features/batch_update_state`;
    const change = { features: [{ key: 'express_checkout', enabled: true }] };
    const guest = new TestAgent(server.app);
    expect((await guest.send('POST', url, change)).statusCode).toBe(401);
    const { agent, userId } = await signedIn();
    const refused = await agent.send('POST', url, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('admin_required');

    const { grantRole } = await import('../../src/server/site/experiments/experiments.repo');
    await grantRole(server.database.db, userId, 'admin');
    expect((await agent.send('POST', url, change)).statusCode).toBe(200);
    const flags = (await guest.get(`${API}/features`)).json().items;
    expect(flags).toContainEqual({ key: 'express_checkout', enabled: true });

    const bad = await agent.send('POST', url, { features: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.features).toBeDefined();
  });

  it("the demo's seeded admin signs in with the README's password and changes flags", async () => {
    const { DEMO_FLAGS_ADMIN, seedFlagsAdmin } = await import(
      '../../src/server/site/experiments/experimentsSeed'
    );
    const first = await seedFlagsAdmin(server.database.db);
    // Seeding again (a restart, a second process) finds the same account.
    expect(await seedFlagsAdmin(server.database.db)).toBe(first);
    const admin = new TestAgent(server.app);
    const signIn = await admin.send('POST', `${API}/my/sessions`, {
      email: DEMO_FLAGS_ADMIN.email,
      password: DEMO_FLAGS_ADMIN.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const url = `${API}/features/batch_update_state`;
    const change = {
      features: [
        { key: 'slide_in_promotions', enabled: false },
        { key: 'seeded_admin_flag', enabled: true },
      ],
    };
    expect((await admin.send('POST', url, change)).statusCode).toBe(200);
    const flags = (await new TestAgent(server.app).get(`${API}/features`)).json().items;
    expect(flags).toContainEqual({ key: 'slide_in_promotions', enabled: false });
    expect(flags).toContainEqual({ key: 'seeded_admin_flag', enabled: true });
    await admin.send('POST', url, { features: [{ key: 'slide_in_promotions', enabled: true }] });
  });

  it('accepts the configured admin token from a deploy script', async () => {
    const tokenServer = await startTestServer({ featuresAdminToken: 'a'.repeat(32) });
    try {
      const agent = new TestAgent(tokenServer.app);
      const url = `${API}/features/batch_update_state`;
      const body = { features: [{ key: 'new_flag', enabled: true }] };
      expect(
        (await agent.send('POST', url, body, { 'x-admin-token': 'b'.repeat(32) })).statusCode,
      ).toBe(401);
      expect(
        (await agent.send('POST', url, body, { 'x-admin-token': 'a'.repeat(32) })).statusCode,
      ).toBe(200);
      expect((await agent.get(`${API}/features`)).json().items).toContainEqual({
        key: 'new_flag',
        enabled: true,
      });
    } finally {
      await tokenServer.close();
    }
  });
});

describe('optimizely/experiments/decisions', () => {
  const url = `${API}/optimizely/experiments/decisions`;
  const keys = {
    experiment_keys: [
      'home_hero_copy',
      'photo_book_price_anchor',
      'retired_checkout_banner',
      'nope',
    ],
  };

  it('answers control to a visitor without analytics consent', async () => {
    const agent = new TestAgent(server.app);
    const body = (await agent.send('POST', url, keys)).json();
    expect(body.decisions).toEqual([
      { experiment_key: 'home_hero_copy', variation_key: 'control' },
      { experiment_key: 'photo_book_price_anchor', variation_key: 'control' },
      { experiment_key: 'retired_checkout_banner', variation_key: 'control' },
      { experiment_key: 'nope' },
    ]);
  });

  it('buckets consenting visitors stickily and spreads them over the variations', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const agent = new TestAgent(server.app);
      await agent.send('PUT', `${API}/my/privacy_consent/update_consent`, {
        functional: false,
        analytics: true,
        advertising: false,
      });
      const first = (await agent.send('POST', url, keys)).json().decisions;
      const again = (await agent.send('POST', url, keys)).json().decisions;
      expect(again).toEqual(first);
      // A paused experiment stays on control even with consent.
      expect(first[2]).toEqual({
        experiment_key: 'retired_checkout_banner',
        variation_key: 'control',
      });
      seen.add(first[0].variation_key);
    }
    expect([...seen].sort()).toEqual(['control', 'personal_story']);
  });

  it('refuses bad input', async () => {
    const agent = new TestAgent(server.app);
    const bad = await agent.send('POST', url, { experiment_keys: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.experiment_keys).toBeDefined();
  });
});

describe('help centre: mixie and kustomer', () => {
  it('searches articles by prefix, best match first, and reads one by slug', async () => {
    const agent = new TestAgent(server.app);
    const all = (await agent.get(`${API}/mixie`)).json();
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.categories.find((c: { key: string }) => c.key === 'shipping').count).toBe(4);
    const found = (await agent.get(`${API}/mixie?q=track%20ord`)).json();
    expect(found.items[0].slug).toBe('track-my-order');
    const one = (await agent.get(`${API}/mixie?slug=return-policy`)).json();
    expect(one.items).toHaveLength(1);
    expect(one.items[0].body).toMatch(/30 days/);
    expect((await agent.get(`${API}/mixie?q=zzzzqqq`)).json()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await agent.get(`${API}/mixie?category=nonsense`)).statusCode).toBe(400);
  });

  it('answers the support settings', async () => {
    const body = (await new TestAgent(server.app).get(`${API}/kustomer`)).json();
    expect(body.enabled).toBe(true);
    expect(body.settings.topics).toHaveLength(6);
  });

  it('stores a message, mails it to the shop and acknowledges it to the customer', async () => {
    const agent = new TestAgent(server.app);
    const sent = await agent.send('POST', `${API}/kustomer/conversations`, {
      name: 'Grace',
      email: 'Grace@Example.com',
      topic: 'shipping',
      message: 'Where is my order? It was due on Monday.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().reference).toMatch(/^H-\d{6}$/);
    const toShop = server.mail.find(
      (m) => m.to === 'care@shop.test' && m.subject.includes(sent.json().reference),
    );
    expect(toShop?.text).toContain('Where is my order?');
    const toCustomer = server.mail.find((m) => m.to === 'grace@example.com');
    expect(toCustomer?.subject).toContain(sent.json().reference);
    expect(toCustomer?.text).not.toContain('Where is my order?');
    expect(await server.database.db.select().from(helpMessages)).toHaveLength(1);

    const bad = await agent.send('POST', `${API}/kustomer/conversations`, {
      name: '',
      email: 'not-an-email',
      topic: 'other',
      message: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'topic',
    ]);
  });
});

describe('reviews', () => {
  it('pages reviews newest first with a summary, filtered by product and rating', async () => {
    const agent = new TestAgent(server.app);
    const first = (await agent.get(`${API}/reviews?per_page=10`)).json();
    const second = (await agent.get(`${API}/reviews?per_page=10&page=2`)).json();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(30);
    const ids = [...first.items, ...second.items].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(20);
    const dates = first.items.map((r: { reviewed_at: string }) => r.reviewed_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.summary.count).toBe(first.total);
    expect(first.summary.average).toBeGreaterThan(4);

    const books = (await agent.get(`${API}/reviews?product_type_id=1&rating=5`)).json();
    expect(
      books.items.every(
        (r: { product_type_id: number; rating: number }) =>
          r.product_type_id === 1 && r.rating === 5,
      ),
    ).toBe(true);
    // The summary is of the product, across every rating, so the filter bar can show counts.
    expect(books.summary.count).toBeGreaterThan(books.total);
    expect((await agent.get(`${API}/reviews?rating=6`)).statusCode).toBe(400);
    expect((await agent.get(`${API}/reviews?page=0`)).statusCode).toBe(400);
  });
});

describe('requests', () => {
  it('stores a volume inquiry, mails the shop and answers the customer', async () => {
    const agent = new TestAgent(server.app);
    const response = await agent.send('POST', `${API}/volume_discounts_inquiries`, {
      name: 'Coach Lee',
      email: 'lee@school.test',
      organization: 'Lincoln High Soccer',
      product_type_id: 1,
      quantity: 40,
      message: 'Team yearbook for the season.',
    });
    expect(response.statusCode).toBe(200);
    const toShop = server.mail.find(
      (m) => m.to === 'care@shop.test' && m.subject.includes('Volume inquiry'),
    );
    expect(toShop?.subject).toContain('40 × Photo Book');
    expect(server.mail.find((m) => m.to === 'lee@school.test')?.text).toContain('quote');
    expect(await server.database.db.select().from(volumeDiscountInquiries)).toHaveLength(1);

    const bad = await agent.send('POST', `${API}/volume_discounts_inquiries`, {
      name: 'X',
      email: 'x@x.test',
      quantity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.quantity).toBeDefined();
    const unknownType = await agent.send('POST', `${API}/volume_discounts_inquiries`, {
      name: 'X',
      email: 'x@x.test',
      quantity: 30,
      product_type_id: 999,
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.fields.product_type_id).toBeDefined();
  });

  it('takes a sample kit request to the caller’s own address only', async () => {
    const { agent } = await signedIn();
    const address = await agent.send('POST', `${API}/my/addresses/create`, {
      first_name: 'Ada',
      line1: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
      country: 'US',
    });
    const addressId = address.json().id as number;
    const request = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.wedding@example.com',
      address_id: addressId,
      wedding_date: '2027-06-12',
    };
    expect(
      (await agent.send('POST', `${API}/wedding_sample_kit_requests`, request)).statusCode,
    ).toBe(200);
    const toShop = server.mail.find(
      (m) => m.to === 'care@shop.test' && m.subject.includes('sample kit'),
    );
    expect(toShop?.text).toContain('350 Fifth Avenue');
    expect(server.mail.find((m) => m.to === 'ada.wedding@example.com')?.subject).toMatch(
      /sample kit/,
    );

    const { agent: other } = await signedIn();
    expect(
      (await other.send('POST', `${API}/wedding_sample_kit_requests`, request)).statusCode,
    ).toBe(404);
    const guest = new TestAgent(server.app);
    expect(
      (await guest.send('POST', `${API}/wedding_sample_kit_requests`, request)).statusCode,
    ).toBe(401);
    const { address_id: _omit, ...noAddress } = request;
    expect(
      (await guest.send('POST', `${API}/wedding_sample_kit_requests`, noAddress)).statusCode,
    ).toBe(200);
    expect(await server.database.db.select().from(weddingSampleKitRequests)).toHaveLength(2);

    const bad = await guest.send('POST', `${API}/wedding_sample_kit_requests`, {
      ...noAddress,
      wedding_date: 'next june',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.wedding_date).toBeDefined();
  });
});

describe('framing', () => {
  it('lets any site frame the reviews widget and no other page', async () => {
    const widget = await server.app.inject({
      method: 'GET',
      url: '/~/trust-pilot-widget?compact=true',
    });
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(String(widget.headers['content-security-policy'])).toMatch(/frame-ancestors \*$/);
    expect(String(widget.headers['content-security-policy'])).not.toContain(
      "frame-ancestors 'self'",
    );
    const other = await server.app.inject({ method: 'GET', url: '/l/customer-reviews' });
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});
