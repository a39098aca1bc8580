import { describe, expect, it } from 'vitest';
import type { HttpStatusError } from '../errors';
import { actionTable } from './actionTable';
import { CSRF, client, failure } from './testing/fakeFetch';

describe('the API client: requests', () => {
  it('sends a GET with the payload as a snake_case query string and returns camelCase', async () => {
    const { api, sent } = client({
      'GET /api/v2/my/photos': { status: 200, body: { items: [], total: 0, next_page: 2 } },
    });
    const answer = await api.call('my/photos', {
      sortBy: 'date-added-desc',
      hideDuplicates: true,
      page: 2,
      albumId: undefined,
    });
    expect(answer).toEqual({ items: [], total: 0, nextPage: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe(
      '/api/v2/my/photos?sort_by=date-added-desc&hide_duplicates=true&page=2',
    );
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.credentials).toBe('same-origin');
  });

  it('writes lists as key[] and fills path parameters, removing them from the payload', async () => {
    const { api, sent } = client({
      'GET /api/v2/products': { status: 200, body: { items: [] } },
      'GET /api/v2/my/projects/12/configuration': { status: 200, body: {} },
    });
    await api.call('products', { ids: [3, 4], productTypeId: null as unknown as undefined });
    await api.call('my/projects/{project_id}/configuration', { projectId: 12 });
    expect(sent[0]?.url).toBe('/api/v2/products?ids[]=3&ids[]=4');
    expect(sent[1]?.url).toBe('/api/v2/my/projects/12/configuration');
  });

  it('URL-encodes path parameters', async () => {
    const { api, sent } = client({
      'GET /api/v2/purchase_invite/a%2Fb%20c': {
        status: 200,
        body: { code: 'a/b c', accepted: false },
      },
    });
    await api.call('purchase_invite/{id}', { id: 'a/b c' });
    expect(sent[0]?.url).toBe('/api/v2/purchase_invite/a%2Fb%20c');
  });

  it('sends other verbs as snake_case JSON without the path parameters', async () => {
    const { api, sent } = client({
      ...CSRF,
      'POST /api/v2/my/albums/5/add_photos': { status: 200, body: { id: 5 } },
    });
    await api.call('my/albums/{id}/add_photos', { id: 5, photoIds: [1, 2] });
    const post = sent[1];
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/api/v2/my/albums/5/add_photos');
    expect(JSON.parse(post?.body as string)).toEqual({ photo_ids: [1, 2] });
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers.accept).toBe('application/json');
  });

  it('uses the action method for PUT and DELETE and the base URL when given', async () => {
    const { api, sent } = client(
      {
        ...{
          'GET https://shop.test/api/v2/my/sessions/csrf_token':
            CSRF['GET /api/v2/my/sessions/csrf_token'],
        },
        'PUT https://shop.test/api/v2/my/albums/9': { status: 200, body: { id: 9 } },
        'DELETE https://shop.test/api/v2/my/sessions/current': { status: 200, body: { ok: true } },
      },
      { baseUrl: 'https://shop.test/' },
    );
    await api.call('my/albums/{id}#update', { id: 9, name: 'Trip' });
    await api.call('my/sessions/current#delete', {});
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://shop.test/api/v2/my/sessions/csrf_token',
      'PUT https://shop.test/api/v2/my/albums/9',
      'DELETE https://shop.test/api/v2/my/sessions/current',
    ]);
    expect(JSON.parse(sent[1]?.body as string)).toEqual({ name: 'Trip' });
  });

  it('sends form-encoded bodies for form actions and multipart for uploads', async () => {
    const { api, sent } = client({
      ...CSRF,
      'POST /api/v2/oauth2/access_token': {
        status: 200,
        body: { access_token: 'a', token_type: 'Bearer', expires_in: 60 },
      },
      'POST /api/v2/my/addresses/create_from_file': {
        status: 200,
        body: { created: 1, failed: [] },
      },
    });
    const token = await api.call('oauth2/access_token', {
      grantType: 'authorization_code',
      clientId: 'app',
      code: 'c',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'app://cb',
    });
    expect(token).toEqual({ accessToken: 'a', tokenType: 'Bearer', expiresIn: 60 });
    expect(String(sent[1]?.body)).toBe(
      `grant_type=authorization_code&client_id=app&code=c&code_verifier=${'v'.repeat(43)}&redirect_uri=app%3A%2F%2Fcb`,
    );
    expect(sent[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');

    const file = new File(['a,b'], 'people.csv');
    await api.call('my/addresses/create_from_file', { file });
    const form = sent[2]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('people.csv');
    expect(sent[2]?.headers['content-type']).toBeUndefined();
  });

  it('puts the client headers on every request', async () => {
    const { api, sent } = client(
      { ...CSRF, 'POST /api/v2/my/cart/set_coupon': { status: 200, body: {} } },
      { isTouchDevice: () => true, trackingId: () => 'trk-9' },
    );
    await api.call('my/cart/set_coupon', { code: 'SAVE' }, { idempotencyKey: 'key-12345678' });
    const headers = sent[1]?.headers ?? {};
    expect(headers['x-csrf-token']).toBe('tok-1');
    expect(headers['x-client-timestamp']).toBe('1700000000000');
    expect(headers['x-client-hr-timestamp']).toBe('123.5');
    expect(headers['x-touch-device']).toBe('1');
    expect(headers['x-tracking-id']).toBe('trk-9');
    expect(headers['idempotency-key']).toBe('key-12345678');
  });

  it('leaves out the touch flag and tracking id when unknown, and sends 0 for no touch', async () => {
    const unknown = client({ 'GET /api/v2/countries': { status: 200, body: { items: [] } } });
    await unknown.api.call('countries', {});
    expect(unknown.sent[0]?.headers).not.toHaveProperty('x-touch-device');
    expect(unknown.sent[0]?.headers).not.toHaveProperty('x-tracking-id');
    expect(unknown.sent[0]?.headers).not.toHaveProperty('idempotency-key');

    const desktop = client(
      { 'GET /api/v2/countries': { status: 200, body: { items: [] } } },
      { isTouchDevice: () => false, trackingId: () => undefined },
    );
    await desktop.api.call('countries', {});
    expect(desktop.sent[0]?.headers['x-touch-device']).toBe('0');
  });

  it('returns an empty result for an empty body', async () => {
    const { api } = client({
      ...CSRF,
      'POST /api/v2/tracking_events/track': { status: 204 },
      'POST /api/v2/tracking_sessions/prolong': { status: 200, body: '' },
    });
    await expect(api.call('tracking_events/track', { event: 'viewed' })).resolves.toEqual({});
    await expect(api.call('tracking_sessions/prolong', {})).resolves.toEqual({});
  });
});

describe('the API client: CSRF token', () => {
  it('fetches the token once for concurrent first calls and attaches it later', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, sent } = client({
      'GET /api/v2/my/sessions/csrf_token': async () => {
        await gate;
        return new Response(JSON.stringify({ authenticity_token: 'tok-1' }));
      },
      'POST /api/v2/favorites/project_templates/add': [
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
      ],
      'GET /api/v2/countries': { status: 200, body: { items: [] } },
    });
    const first = api.call('favorites/project_templates/add', { templateId: 1 });
    const second = api.call('favorites/project_templates/add', { templateId: 2 });
    release();
    await Promise.all([first, second]);
    await api.call('favorites/project_templates/add', { templateId: 3 });
    await api.call('countries', {});
    expect(sent.filter((s) => s.url.endsWith('csrf_token'))).toHaveLength(1);
    for (const request of sent.filter((s) => !s.url.endsWith('csrf_token'))) {
      expect(request.headers['x-csrf-token']).toBe('tok-1');
    }
  });

  it('does not fetch a token for GET calls or when one was set', async () => {
    const { api, sent } = client({
      'GET /api/v2/countries': { status: 200, body: { items: [] } },
      'POST /api/v2/my/sessions': { status: 200, body: { anonymous_id: 'a', csrf_token: 'n' } },
    });
    await api.call('countries', {});
    expect(sent[0]?.headers).not.toHaveProperty('x-csrf-token');
    api.setCsrfToken('given');
    await api.call('my/sessions', { email: 'a@b.co', password: 'x' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['x-csrf-token']).toBe('given');
  });

  it('refetches the token once and retries once after a 403 csrf_invalid', async () => {
    const csrfInvalid = {
      status: 403,
      body: { error: { code: 'csrf_invalid', message: 'Expired.' } },
    };
    const { api, sent } = client({
      'GET /api/v2/my/sessions/csrf_token': [
        { status: 200, body: { authenticity_token: 'old' } },
        { status: 200, body: { authenticity_token: 'new' } },
      ],
      'POST /api/v2/my/projects/archive': [csrfInvalid, { status: 200, body: { ok: true } }],
    });
    await expect(api.call('my/projects/archive', { projectIds: [1] })).resolves.toEqual({
      ok: true,
    });
    expect(sent.map((s) => s.headers['x-csrf-token'] ?? '-')).toEqual(['-', 'old', 'old', 'new']);
  });

  it('gives up after one retry, and does not retry other 403s', async () => {
    const csrfInvalid = {
      status: 403,
      body: { error: { code: 'csrf_invalid', message: 'Expired.' } },
    };
    const forbidden = { status: 403, body: { error: { code: 'forbidden', message: 'No.' } } };
    const { api, sent } = client({
      'GET /api/v2/my/sessions/csrf_token': [
        { status: 200, body: { authenticity_token: 'a' } },
        { status: 200, body: { authenticity_token: 'b' } },
      ],
      'POST /api/v2/my/projects/archive': [csrfInvalid, csrfInvalid, forbidden],
    });
    const error = await failure(api.call('my/projects/archive', { projectIds: [1] }));
    expect((error.cause as HttpStatusError).serverCode).toBe('csrf_invalid');
    expect(sent).toHaveLength(4);
    await failure(api.call('my/projects/archive', { projectIds: [1] }));
    expect(sent).toHaveLength(5);
  });

  it('keeps a token set while a fetch was in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, sent } = client({
      'GET /api/v2/my/sessions/csrf_token': async () => {
        await gate;
        return new Response(JSON.stringify({ authenticity_token: 'stale' }));
      },
      'POST /api/v2/my/projects/restore': [
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
      ],
    });
    const pending = api.call('my/projects/restore', { projectIds: [1] });
    api.setCsrfToken('fresh');
    release();
    await pending;
    await api.call('my/projects/restore', { projectIds: [2] });
    expect(sent.slice(1).map((s) => s.headers['x-csrf-token'])).toEqual(['fresh', 'fresh']);
  });
});

describe('the API client: routes loaded on first use', () => {
  it('loads them once for concurrent calls, and again after a failed load', async () => {
    let loads = 0;
    let failNext = true;
    const { api, sent } = client(
      {
        'GET /api/v2/my/photos': [
          { status: 200, body: { items: [], total: 0 } },
          { status: 200, body: { items: [], total: 0 } },
          { status: 200, body: { items: [], total: 0 } },
        ],
      },
      {
        actionRoutes: async () => {
          loads += 1;
          if (failNext) {
            failNext = false;
            throw new Error('chunk failed');
          }
          return actionTable;
        },
      },
    );
    await failure(api.call('my/photos', {}));
    await Promise.all([api.call('my/photos', {}), api.call('my/photos', {})]);
    expect(loads).toBe(2);
    expect(sent.map((s) => s.url)).toEqual(['/api/v2/my/photos', '/api/v2/my/photos']);
  });
});
