import { describe, expect, it } from 'vitest';
import { client } from '../../../shared/api/testing/fakeFetch';
import { SyncOfflineError } from '../engine/saving/syncTransport';
import { apiSyncTransport } from './apiSyncTransport';

const CSRF = {
  'GET /api/v2/my/sessions/csrf_token': { status: 200, body: { authenticity_token: 'tok' } },
};
const CLIENT = '6f1c1f3e-2a4b-4c55-9a51-0b7a8e0e1d11';
const document = { state_vector: 'AA==', schema_version: 1, updated_at: '2026-11-25T10:00:00Z' };

describe('the API sync transport', () => {
  it('creates by clientId with the design and the catalogue design it came from', async () => {
    const { api, sent } = client({
      ...CSRF,
      'POST /api/v2/my/projects': {
        status: 200,
        body: {
          id: 41,
          type: { base_type_id: 1, type_uri: 'photo-books' },
          uri: 'our-year-41',
          name: 'Our Year',
          product_type_id: 1,
          client_id: CLIENT,
          view_key: 'vk',
          created: true,
          document: { ...document, state_vector: 'AQID' },
        },
      },
    });
    const created = await apiSyncTransport(api).create({
      clientId: CLIENT,
      productTypeId: 1,
      templateId: 7,
      themeId: 10,
      productId: 3,
      pageCount: 24,
      options: { sizeKey: '8x8', quantity: 2 },
      name: 'Our Year',
      schemaVersion: 1,
      update: 'AQI=',
    });
    expect(created).toEqual({ projectId: 41, stateVector: 'AQID' });
    const body = JSON.parse(String(sent.at(-1)?.body));
    expect(body).toEqual({
      client_id: CLIENT,
      product_type_id: 1,
      template_id: 7,
      theme_id: 10,
      product_id: 3,
      page_count: 24,
      options: { size_key: '8x8', quantity: 2 },
      name: 'Our Year',
      schema_version: 1,
      update: 'AQI=',
    });
  });

  it('refuses a draft of a product type the shop does not make, before calling', async () => {
    const { api, sent } = client({});
    await expect(
      apiSyncTransport(api).create({
        clientId: CLIENT,
        productTypeId: 999,
        name: 'x',
        schemaVersion: 1,
        update: 'AA==',
      }),
    ).rejects.toThrow('product type 999');
    expect(sent).toHaveLength(0);
  });

  it('pulls with the state vector in the query and pushes the update to the content path', async () => {
    const { api, sent } = client({
      ...CSRF,
      'GET /api/v2/my/projects/41/content': {
        status: 200,
        body: { ...document, project_id: 41, update: 'BBB=', state_vector: 'CC==' },
      },
      'POST /api/v2/my/projects/41/content': {
        status: 200,
        body: { ...document, project_id: 41, state_vector: 'DD==' },
      },
    });
    const transport = apiSyncTransport(api);
    expect(await transport.pull(41, 'AQ==')).toEqual({ update: 'BBB=', stateVector: 'CC==' });
    expect(sent[0]?.url).toBe('/api/v2/my/projects/41/content?state_vector=AQ%3D%3D');
    expect(await transport.push(41, 'EE==', 1)).toEqual({ stateVector: 'DD==' });
    expect(JSON.parse(String(sent.at(-1)?.body))).toEqual({ update: 'EE==', schema_version: 1 });
  });

  it('checks drafts by client id, and asks nothing for none', async () => {
    const { api, sent } = client({
      'GET /api/v2/my/projects/check': {
        status: 200,
        body: {
          items: [
            { ...document, project_id: 41, client_id: CLIENT, deleted: false, locked: false },
          ],
        },
      },
    });
    const transport = apiSyncTransport(api);
    expect(await transport.check([])).toEqual({ items: [] });
    expect(sent).toHaveLength(0);
    expect(await transport.check([CLIENT])).toEqual({
      items: [{ projectId: 41, clientId: CLIENT, deleted: false, stateVector: 'AA==' }],
    });
    expect(sent[0]?.url).toContain(`client_ids[]=${CLIENT}`);
  });

  it('turns a call that never reached the server into SyncOfflineError', async () => {
    const { api } = client({
      'GET /api/v2/my/projects/41/content': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await apiSyncTransport(api)
      .pull(41, 'AA==')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncOfflineError);
  });

  it('keeps the server’s sentence for a refusal, which is not offline', async () => {
    const { api } = client({
      ...CSRF,
      'POST /api/v2/my/projects/41/content': {
        status: 403,
        body: { error: { code: 'project_locked', message: 'This project was ordered.' } },
      },
    });
    const error = await apiSyncTransport(api)
      .push(41, 'AA==', 1)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SyncOfflineError);
    expect((error as Error).message).toBe('This project was ordered.');
  });
});
