import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyConsents } from '../../src/server/db/schema/privacy';
import { trackingEvents } from '../../src/server/db/schema/tracking';
import { MAX_EVENTS_PER_MINUTE } from '../../src/server/site/tracking/tracking.service';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
let emailCounter = 0;

const CONSENT = '/api/v2/my/privacy_consent';
const UPDATE = '/api/v2/my/privacy_consent/update_consent';
const TRACK = '/api/v2/tracking_events/track';

const ALL = { functional: true, analytics: true, advertising: true };
const NONE = { functional: false, analytics: false, advertising: false };

const choose = (agent: TestAgent, choice: object) => agent.send('PUT', UPDATE, choice);
const track = (agent: TestAgent, event: string, properties?: object) =>
  agent.send('POST', TRACK, { event, ...(properties ? { properties } : {}) });

async function guest() {
  const agent = new TestAgent(server.app);
  const anonymousId = (await agent.get('/api/v2/my/sessions/current')).json()
    .anonymous_id as string;
  return { agent, anonymousId };
}

async function signUp(agent = new TestAgent(server.app)) {
  const email = `privacy${++emailCounter}@example.com`;
  const response = await signUpConfirmed(
    agent,
    { email, password: PASSWORD, first_name: 'Ada' },
    server.mail,
  );
  return { agent, email, userId: response.json().user.id as number };
}

async function signIn(email: string, agent = new TestAgent(server.app)) {
  const response = await agent.send('POST', '/api/v2/my/sessions', { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return agent;
}

async function storedNames(anonymousId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ name: trackingEvents.name })
    .from(trackingEvents)
    .where(eq(trackingEvents.anonymousId, anonymousId))
    .orderBy(trackingEvents.id);
  return rows.map((row) => row.name);
}

describe('tools', () => {
  it('lists the tools of every category of spec §3', async () => {
    const response = await new TestAgent(server.app).get('/api/v2/tools');
    expect(response.statusCode).toBe(200);
    const categories = new Set(response.json().items.map((t: { category: string }) => t.category));
    expect([...categories].sort()).toEqual(['advertising', 'analytics', 'essential', 'functional']);
    for (const tool of response.json().items) {
      expect(tool).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        category: expect.any(String),
        description: expect.any(String),
      });
    }
  });
});

describe('consent', () => {
  it('is undecided at first: only essential runs', async () => {
    const { agent } = await guest();
    const response = await agent.get(CONSENT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ decided: false, ...NONE });
  });

  it('stores an anonymous visitor’s choice by the browser’s anonymous id', async () => {
    const { agent, anonymousId } = await guest();
    const saved = await choose(agent, { functional: true, analytics: true, advertising: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      decided: true,
      functional: true,
      analytics: true,
      advertising: false,
      updated_at: server.clock.now.toISOString(),
    });
    expect((await agent.get(CONSENT)).json()).toMatchObject({ decided: true, analytics: true });
    const [row] = await server.database.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.anonymousId, anonymousId));
    expect(row).toMatchObject({ userId: null, functional: true, analytics: true });
    // Another browser has not chosen.
    expect((await (await guest()).agent.get(CONSENT)).json().decided).toBe(false);
  });

  it('replays a retried save (idempotency key) and changes it on a new choice', async () => {
    const { agent } = await guest();
    const headers = { 'idempotency-key': 'consent-retry-0001' };
    const first = await agent.send('PUT', UPDATE, ALL, headers);
    const again = await agent.send('PUT', UPDATE, ALL, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    await choose(agent, NONE);
    expect((await agent.get(CONSENT)).json()).toMatchObject({ decided: true, ...NONE });
  });

  it('refuses a save without the CSRF token and keeps the earlier choice', async () => {
    const { agent } = await guest();
    await choose(agent, NONE);
    const response = await agent.request({ method: 'PUT', url: UPDATE, payload: ALL });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
    expect((await agent.get(CONSENT)).json()).toMatchObject(NONE);
  });

  it.each([
    ['a missing category', { functional: true, analytics: true }, 'advertising'],
    ['a text instead of a boolean', { ...ALL, analytics: 'yes' }, 'analytics'],
    ['essential switched off', { ...ALL, essential: false }, '_'],
  ])('refuses %s with a field error', async (_case, body, field) => {
    const { agent } = await guest();
    const response = await choose(agent, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(response.json().error.fields[field]).toBeDefined();
    expect((await agent.get(CONSENT)).json().decided).toBe(false);
  });

  it('keeps the choice made before sign-up for the new account', async () => {
    const { agent } = await guest();
    await choose(agent, { functional: false, analytics: true, advertising: false });
    const { userId } = await signUp(agent);
    expect((await agent.get(CONSENT)).json()).toMatchObject({ decided: true, analytics: true });
    const [row] = await server.database.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId));
    expect(row).toMatchObject({ analytics: true, functional: false, advertising: false });
  });

  it("follows a signed-in user to another device, and that device's newer choice wins at sign-in", async () => {
    const { agent: laptop, email } = await signUp();
    await choose(laptop, ALL);
    // Another browser, never used before: the user's choice applies once signed in.
    const phone = new TestAgent(server.app);
    expect((await phone.get(CONSENT)).json().decided).toBe(false);
    await signIn(email, phone);
    expect((await phone.get(CONSENT)).json()).toMatchObject({ decided: true, ...ALL });

    // A third browser chooses before signing in, later: its choice is the user's latest word.
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const tablet = new TestAgent(server.app);
    await choose(tablet, NONE);
    await signIn(email, tablet);
    expect((await tablet.get(CONSENT)).json()).toMatchObject(NONE);
    expect((await laptop.get(CONSENT)).json()).toMatchObject(NONE);

    // An older anonymous choice does not override a newer one of the user.
    const old = new TestAgent(server.app);
    await choose(old, ALL);
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await choose(laptop, { ...NONE, functional: true });
    await signIn(email, old);
    expect((await old.get(CONSENT)).json()).toMatchObject({ ...NONE, functional: true });
  });

  it('keeps the choice in this browser after signing out', async () => {
    const { agent } = await signUp();
    await choose(agent, { ...NONE, analytics: true });
    expect((await agent.send('DELETE', '/api/v2/my/sessions/current')).statusCode).toBe(200);
    await agent.fetchCsrf();
    expect((await agent.get(CONSENT)).json()).toMatchObject({ decided: true, analytics: true });
  });
});

describe('tracking', () => {
  it('stores only essential events before any decision, answering ok either way', async () => {
    const { agent, anonymousId } = await guest();
    for (const event of ['page_view', 'recently_viewed', 'purchase', 'checkout_error']) {
      const response = await track(agent, event, { path: '/cards/all' });
      expect(response.statusCode, event).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await storedNames(anonymousId)).toEqual(['checkout_error']);
  });

  it('stores events only in the consented categories, with the category and kind', async () => {
    const { agent, anonymousId } = await guest();
    await choose(agent, { functional: false, analytics: true, advertising: false });
    await track(agent, 'page_view', { path: '/photo-books', referrer: 'https://example.org/' });
    await track(agent, 'recently_viewed');
    await track(agent, 'purchase');
    await track(agent, 'brand_new_event');
    const rows = await server.database.db
      .select({
        name: trackingEvents.name,
        category: trackingEvents.category,
        kind: trackingEvents.kind,
        properties: trackingEvents.properties,
      })
      .from(trackingEvents)
      .where(eq(trackingEvents.anonymousId, anonymousId))
      .orderBy(trackingEvents.id);
    expect(rows).toEqual([
      {
        name: 'page_view',
        category: 'analytics',
        kind: 'event',
        properties: { path: '/photo-books', referrer: 'https://example.org/' },
      },
      // An unknown event is analytics: opt-in until someone places it.
      { name: 'brand_new_event', category: 'analytics', kind: 'event', properties: null },
    ]);

    await choose(agent, ALL);
    await track(agent, 'purchase', { order: 'A-1' });
    const [conversion] = await server.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.anonymousId, anonymousId), eq(trackingEvents.name, 'purchase')));
    expect(conversion).toMatchObject({ category: 'advertising', kind: 'conversion' });
  });

  it('ties a signed-in user’s events to the user', async () => {
    const { agent, userId } = await signUp();
    await choose(agent, ALL);
    await track(agent, 'page_view');
    const [row] = await server.database.db
      .select({ userId: trackingEvents.userId })
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, userId));
    expect(row).toEqual({ userId });
  });

  it('keeps the time of an event queued offline beside it, but not a time from the future', async () => {
    const { agent, anonymousId } = await guest();
    await choose(agent, ALL);
    const earlier = new Date(server.clock.now.getTime() - 3_600_000).toISOString();
    const future = new Date(server.clock.now.getTime() + 3_600_000).toISOString();
    await agent.send('POST', TRACK, { event: 'page_view', occurred_at: earlier });
    await agent.send('POST', TRACK, { event: 'search', occurred_at: future });
    const rows = await server.database.db
      .select({ createdAt: trackingEvents.createdAt, properties: trackingEvents.properties })
      .from(trackingEvents)
      .where(eq(trackingEvents.anonymousId, anonymousId))
      .orderBy(trackingEvents.id);
    expect(rows).toEqual([
      { createdAt: server.clock.now, properties: { occurredAt: earlier } },
      { createdAt: server.clock.now, properties: null },
    ]);
  });

  it('drops events over the per-minute cap of a browser, still answering ok', async () => {
    const { agent, anonymousId } = await guest();
    await choose(agent, ALL);
    for (let i = 0; i < MAX_EVENTS_PER_MINUTE + 3; i++) {
      expect((await track(agent, 'page_view')).statusCode).toBe(200);
    }
    expect(await storedNames(anonymousId)).toHaveLength(MAX_EVENTS_PER_MINUTE);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    await track(agent, 'page_view');
    expect(await storedNames(anonymousId)).toHaveLength(MAX_EVENTS_PER_MINUTE + 1);
  });

  it.each([
    ['an empty name', { event: '' }, 'event'],
    ['a name with spaces', { event: 'Page View' }, 'event'],
    ['a name too long', { event: `a${'b'.repeat(100)}` }, 'event'],
    ['properties that are not an object', { event: 'page_view', properties: [1] }, 'properties'],
    [
      'properties too large',
      { event: 'page_view', properties: { blob: 'x'.repeat(5000) } },
      'properties',
    ],
    [
      'a time that is not ISO 8601',
      { event: 'page_view', occurred_at: 'yesterday' },
      'occurred_at',
    ],
  ])('refuses %s with a field error', async (_case, body, field) => {
    const { agent, anonymousId } = await guest();
    await choose(agent, ALL);
    const response = await agent.send('POST', TRACK, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBeDefined();
    expect(await storedNames(anonymousId)).toEqual([]);
  });

  it('refuses tracking calls without the CSRF token', async () => {
    const { agent, anonymousId } = await guest();
    await choose(agent, ALL);
    for (const url of [
      TRACK,
      '/api/v2/tracking_events/destinations/flush',
      '/api/v2/conversion_events/flush',
      '/api/v2/tracking_sessions/prolong',
    ]) {
      const response = await agent.request({
        method: 'POST',
        url,
        payload: { event: 'page_view' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await storedNames(anonymousId)).toEqual([]);
  });

  it('prolongs the visit, storing the heartbeat only with analytics consent', async () => {
    const { agent, anonymousId } = await guest();
    const prolong = () => agent.send('POST', '/api/v2/tracking_sessions/prolong', {});
    const expiresAt = new Date(server.clock.now.getTime() + 30 * 60_000).toISOString();
    expect((await prolong()).json()).toEqual({ expires_at: expiresAt });
    expect(await storedNames(anonymousId)).toEqual([]);
    await choose(agent, { ...NONE, analytics: true });
    expect((await prolong()).json()).toEqual({ expires_at: expiresAt });
    expect(await storedNames(anonymousId)).toEqual(['visit_prolonged']);
  });

  it('flushes waiting events to their tools, and conversions only with advertising consent', async () => {
    const { agent } = await guest();
    const flushEvents = () => agent.send('POST', '/api/v2/tracking_events/destinations/flush', {});
    const flushConversions = () => agent.send('POST', '/api/v2/conversion_events/flush', {});
    await choose(agent, ALL);
    await track(agent, 'page_view');
    await track(agent, 'recently_viewed');
    await track(agent, 'purchase');
    await track(agent, 'checkout_error');
    expect((await flushEvents()).json()).toEqual({ flushed: 3 });
    expect((await flushEvents()).json()).toEqual({ flushed: 0 });
    expect((await flushConversions()).json()).toEqual({ flushed: 1 });
    expect((await flushConversions()).json()).toEqual({ flushed: 0 });

    await track(agent, 'add_to_cart');
    await choose(agent, { ...ALL, advertising: false });
    expect((await flushConversions()).json()).toEqual({ flushed: 0 });
  });

  it('tells the current visit from the stored page views, and a new one after 30 idle minutes', async () => {
    const { agent } = await guest();
    const visit = async () => (await agent.get('/api/v2/current_visit')).json();
    const start = server.clock.now;
    const none = await visit();
    expect(none).toEqual({ visit_id: expect.any(String), started_at: start.toISOString() });

    await choose(agent, { ...NONE, analytics: true });
    await track(agent, 'page_view', { path: '/cards/all', referrer: 'https://example.org/' });
    server.clock.now = new Date(start.getTime() + 20 * 60_000);
    await track(agent, 'page_view', { path: '/labels' });
    const current = await visit();
    expect(current).toEqual({
      visit_id: expect.any(String),
      started_at: start.toISOString(),
      landing_page: '/cards/all',
      referrer: 'https://example.org/',
    });
    expect((await visit()).visit_id).toBe(current.visit_id);

    server.clock.now = new Date(start.getTime() + 60 * 60_000);
    const later = await visit();
    expect(later.started_at).toBe(server.clock.now.toISOString());
    expect(later.visit_id).not.toBe(current.visit_id);
  });
});

describe('withdrawing consent', () => {
  it('stops storage from then on and erases the stored events of withdrawn categories', async () => {
    const { agent, anonymousId } = await guest();
    await choose(agent, ALL);
    await track(agent, 'page_view');
    await track(agent, 'recently_viewed');
    await track(agent, 'purchase');
    await track(agent, 'checkout_error');
    expect(await storedNames(anonymousId)).toEqual([
      'page_view',
      'recently_viewed',
      'purchase',
      'checkout_error',
    ]);

    await choose(agent, { functional: true, analytics: false, advertising: false });
    expect(await storedNames(anonymousId)).toEqual(['recently_viewed', 'checkout_error']);
    await track(agent, 'page_view');
    await track(agent, 'purchase');
    expect(await storedNames(anonymousId)).toEqual(['recently_viewed', 'checkout_error']);
  });

  it("erases a user's events from every device and this browser's from before sign-in", async () => {
    const { agent: laptop, anonymousId: laptopId } = await guest();
    await choose(laptop, ALL);
    await track(laptop, 'page_view');
    const { email } = await signUp(laptop);
    await track(laptop, 'page_view');
    const { agent: phone, anonymousId: phoneId } = await guest();
    await signIn(email, phone);
    await track(phone, 'page_view');
    const { agent: stranger, anonymousId: strangerId } = await guest();
    await choose(stranger, ALL);
    await track(stranger, 'page_view');

    await choose(phone, { ...ALL, analytics: false });
    expect(await storedNames(laptopId)).toEqual([]);
    expect(await storedNames(phoneId)).toEqual([]);
    expect(await storedNames(strangerId)).toEqual(['page_view']);
  });
});
