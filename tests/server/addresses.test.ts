import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/server/db/schema/addresses';
import { signUpConfirmed } from './support/signUp';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const API = '/api/v2/my/addresses';

let userCount = 0;
async function signedInAgent(): Promise<TestAgent> {
  userCount += 1;
  const agent = new TestAgent(server.app);
  await signUpConfirmed(
    agent,
    {
      email: `addr${userCount}@example.com`,
      password: 'correct horse battery',
      first_name: 'Addy',
    },
    server.mail,
  );
  return agent;
}

const home = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'ny',
  postal_code: '10118',
  country: 'us',
};

async function create(agent: TestAgent, body: object = home, headers: Record<string, string> = {}) {
  return agent.send('POST', `${API}/create`, body, headers);
}

function csvUpload(text: string | Uint8Array, name = 'recipients.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([text as BlobPart], { type }), name);
  return form;
}

async function upload(agent: TestAgent, form: FormData, headers: Record<string, string> = {}) {
  if (!agent.csrfToken) await agent.fetchCsrf();
  return agent.request({
    method: 'POST',
    url: `${API}/create_from_file`,
    payload: form,
    headers: { 'x-csrf-token': agent.csrfToken!, ...headers },
  });
}

async function list(agent: TestAgent) {
  const response = await agent.get(`${API}/list`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: number; is_default: boolean; city: string }[];
    total: number;
  };
}

describe('my/addresses', () => {
  it('refuses guests', async () => {
    const guest = new TestAgent(server.app);
    expect((await guest.get(`${API}/list`)).statusCode).toBe(401);
    expect((await create(guest)).statusCode).toBe(401);
  });

  it('creates a normalized address, the first one default, and lists it', async () => {
    const agent = await signedInAgent();
    const response = await create(agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Lovelace',
      line1: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
      country: 'US',
      is_default: true,
    });
    const { items, total } = await list(agent);
    expect(total).toBe(1);
    expect(items[0]?.id).toBe(response.json().id);
  });

  it('refuses an invalid postal code with a field error, and a missing CSRF token', async () => {
    const agent = await signedInAgent();
    const bad = await create(agent, { ...home, postal_code: '1011' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'invalid_address',
      fields: { postal_code: [expect.stringMatching(/ZIP/)] },
    });
    const badGb = await create(agent, { ...home, country: 'GB', postal_code: '12345' });
    expect(badGb.json().error.fields.postal_code[0]).toMatch(/UK postcode/);
    const missing = await create(agent, { ...home, first_name: undefined });
    expect(missing.statusCode).toBe(400);
    const noCsrf = await agent.request({ method: 'POST', url: `${API}/create`, payload: home });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf_invalid');
    expect((await list(agent)).total).toBe(0);
  });

  it('keeps one default address per user', async () => {
    const agent = await signedInAgent();
    const first = (await create(agent)).json();
    const second = (
      await create(agent, { ...home, city: 'Brooklyn', postal_code: '11201' })
    ).json();
    expect(second.is_default).toBe(false);
    const third = (
      await create(agent, { ...home, city: 'Bronx', postal_code: '10451', is_default: true })
    ).json();
    expect(third.is_default).toBe(true);
    let defaults = (await list(agent)).items.filter((a) => a.is_default);
    expect(defaults.map((a) => a.id)).toEqual([third.id]);

    const updated = await agent.send('POST', `${API}/update`, { id: second.id, is_default: true });
    expect(updated.statusCode).toBe(200);
    defaults = (await list(agent)).items.filter((a) => a.is_default);
    expect(defaults.map((a) => a.id)).toEqual([second.id]);

    // Deleting the default hands it to the newest remaining address.
    expect((await agent.send('POST', `${API}/delete`, { id: second.id })).json()).toEqual({
      ok: true,
    });
    defaults = (await list(agent)).items.filter((a) => a.is_default);
    expect(defaults.map((a) => a.id)).toEqual([third.id]);
    expect((await list(agent)).total).toBe(2);
    expect(first.id).toBeGreaterThan(0);
  });

  it('updates fields and re-checks the merged address', async () => {
    const agent = await signedInAgent();
    const created = (await create(agent)).json();
    const moved = await agent.send('POST', `${API}/update`, {
      id: created.id,
      country: 'CA',
      postal_code: 'm5v3l9',
      city: 'Toronto',
      state: 'on',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ country: 'CA', postal_code: 'M5V 3L9', state: 'ON' });
    const wrong = await agent.send('POST', `${API}/update`, { id: created.id, country: 'US' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.postal_code).toBeDefined();
  });

  it("answers 404 for another user's address on update and delete", async () => {
    const owner = await signedInAgent();
    const other = await signedInAgent();
    const created = (await create(owner)).json();
    const update = await other.send('POST', `${API}/update`, { id: created.id, city: 'Boston' });
    expect(update.statusCode).toBe(404);
    const del = await other.send('POST', `${API}/delete`, { id: created.id });
    expect(del.statusCode).toBe(404);
    expect((await list(other)).total).toBe(0);
    expect((await list(owner)).items[0]?.city).toBe('New York');
  });

  it('creates once per idempotency key, and deletes idempotently', async () => {
    const agent = await signedInAgent();
    const key = { 'idempotency-key': 'address-create-0001' };
    const first = await create(agent, home, key);
    const retry = await create(agent, home, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    expect((await list(agent)).total).toBe(1);

    const delKey = { 'idempotency-key': 'address-delete-0001' };
    const del = await agent.send('POST', `${API}/delete`, { id: first.json().id }, delKey);
    const again = await agent.send('POST', `${API}/delete`, { id: first.json().id }, delKey);
    expect(del.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
  });

  it('suggests places by postal code prefix or city, at most ten', async () => {
    const agent = await signedInAgent();
    const byCode = (await agent.get(`${API}/autocomplete?query=10001`)).json();
    expect(byCode.suggestions[0]).toMatchObject({
      address: { postal_code: '10001', city: 'New York', state: 'NY', country: 'US' },
    });
    const byCity = (await agent.get(`${API}/autocomplete?query=chic`)).json();
    expect(byCity.suggestions).toHaveLength(10);
    expect(
      byCity.suggestions.every((s: { address: { city: string } }) => s.address.city === 'Chicago'),
    ).toBe(true);
    const gb = (await agent.get(`${API}/autocomplete?query=london&country=GB`)).json();
    expect(gb.suggestions.length).toBeGreaterThan(1);
    expect((await agent.get(`${API}/autocomplete?query=`)).statusCode).toBe(400);
  });
});

describe('my/addresses/create_from_file', () => {
  const csv = [
    'First name;Last name;Street;City;Zip;Country',
    'Ada;Lovelace;1 Main St;Springfield;62701;US',
    'Bob;Bad;2 Main St;Springfield;ABCDE;US',
    '"Cy ""The Pen""";Ink;"3 High St, Flat 2";London;SW1A 1AA;GB',
  ].join('\r\n');

  it('imports the good rows and reports the bad one with its reason', async () => {
    const agent = await signedInAgent();
    const response = await upload(agent, csvUpload(csv));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      failed: [{ row: 3, reason: expect.stringMatching(/ZIP/) }],
    });
    const { items } = await list(agent);
    expect(items.map((a) => a.city).sort()).toEqual(['London', 'Springfield']);
    expect(items.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('does not import twice for the same file and idempotency key', async () => {
    const agent = await signedInAgent();
    const key = { 'idempotency-key': 'import-file-0001' };
    const first = await upload(agent, csvUpload(csv), key);
    const retry = await upload(agent, csvUpload(csv), key);
    expect(first.json().created).toBe(2);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await list(agent)).total).toBe(2);
    // Another file under the same key is a different request, not a replay.
    const other = await upload(agent, csvUpload(`${csv}\r\nDi;X;4 St;Springfield;62702;US`), key);
    expect(other.statusCode).toBe(422);
  });

  it('imports nothing from an unreadable file', async () => {
    const agent = await signedInAgent();
    const noHeader = await upload(agent, csvUpload('hello,world\n1,2\n'));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error).toMatchObject({
      code: 'unreadable_file',
      message: expect.stringMatching(/missing: First name, Address line 1, City, Postal code/),
    });
    const binary = await upload(
      agent,
      csvUpload(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1]), 'book.csv'),
    );
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.code).toBe('unreadable_file');
    const image = await upload(agent, csvUpload('x', 'photo.png', 'image/png'));
    expect(image.statusCode).toBe(415);
    const empty = await upload(agent, csvUpload('', 'empty.csv'));
    expect(empty.statusCode).toBe(400);
    const tooBig = await upload(agent, csvUpload('a'.repeat(2 * 1024 * 1024 + 10)));
    expect(tooBig.statusCode).toBe(413);
    const twoFiles = csvUpload(csv);
    twoFiles.append('file', new Blob([csv], { type: 'text/csv' }), 'again.csv');
    expect((await upload(agent, twoFiles)).statusCode).toBe(413);
    const noFile = await agent.send('POST', `${API}/create_from_file`, {});
    expect(noFile.statusCode).toBe(400);
    expect((await list(agent)).total).toBe(0);
  });

  it('reads Windows-1252 text and needs the CSRF token', async () => {
    const agent = await signedInAgent();
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('name,address,city,postcode,country\nJos'),
      0xe9,
      ...new TextEncoder().encode(' M,10 Rue,Paris,75001,FR\n'),
    ]);
    const response = await upload(agent, csvUpload(latin1));
    expect(response.json()).toEqual({ created: 1, failed: [] });
    const stored = await server.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, (await list(agent)).items[0]!.id));
    expect(stored[0]?.firstName).toBe('José');

    const form = csvUpload(csv);
    const forged = await agent.request({
      method: 'POST',
      url: `${API}/create_from_file`,
      payload: form,
    });
    expect(forged.statusCode).toBe(403);
    expect((await list(agent)).total).toBe(1);
  });
});
