import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { photos } from '../../../src/server/db/schema/photos';
import { preflightProject } from '../../../src/server/design/print/preflightProject';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { productDocument } from '../../print/support/printFixtures';
import { createProject, signedInPerson } from '../support/projects';
import { TestAgent } from '../support/testServer';
import {
  API,
  addAddress,
  nonce,
  type OrderingServer,
  placeOrder,
  startOrderingServer,
} from './orderingSupport';

/*
 * Preflight decisions made in the editor (warnings accepted, words added) are kept per project on
 * the server: they survive a reload, show folded in the cart, and count when the order is placed,
 * where an accepted warning does not block and an error always does.
 */

let server: OrderingServer;
beforeAll(async () => {
  server = await startOrderingServer();
});
afterAll(() => server.close());

/** A flat card whose words are still the template's sample text (warnings), or a lost photo. */
async function cardWith(
  person: Awaited<ReturnType<typeof signedInPerson>>,
  { missingPhoto = false } = {},
) {
  const db = server.database.db;
  const [photo] = await db
    .insert(photos)
    .values({ ownerId: person.userId, name: 'p.jpg', status: 'ready', width: 6000, height: 6000 })
    .returning({ id: photos.id });
  const created = await createProject(person.agent, { product_type_id: 4 });
  const projectId = created.json().id as number;
  const doc = productDocument(
    4,
    '5x7',
    [missingPhoto ? '987654321' : String(photo!.id)],
    {},
    {
      quantity: 10,
    },
  );
  await pushUpdate(db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(doc)),
    byUserId: person.userId,
    at: new Date(),
  });
  return projectId;
}

const choicesUrl = (projectId: number) => `${API}/my/projects/${projectId}/preflight_choices`;

describe('preflight choices', () => {
  it('keeps accepted warnings per project, shows them folded in the cart, and orders', async () => {
    const owner = await signedInPerson(server, 'accepter');
    const projectId = await cardWith(owner);
    expect((await owner.agent.get(choicesUrl(projectId))).json()).toEqual({
      accepted_ids: [],
      extra_words: [],
    });
    const added = await owner.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 10,
    });
    const warned = added.json().items[0];
    expect(warned.warnings.length).toBeGreaterThan(0);
    expect(warned.accepted_warnings).toBeUndefined();

    // The editor accepts every warning it shows (their ids are the same on the server).
    const ids = (await preflightProject(server.database.db, projectId)).map((item) => item.id);
    const saved = await owner.agent.send('PUT', choicesUrl(projectId), {
      accepted_ids: [...ids, ids[0]],
      extra_words: ['Zorblax'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ accepted_ids: ids, extra_words: ['Zorblax'] });
    // A reload reads them back.
    expect((await owner.agent.get(choicesUrl(projectId))).json().accepted_ids).toEqual(ids);

    const cart = (await owner.agent.get(`${API}/my/cart/show`)).json();
    expect(cart.items[0].warnings).toEqual([]);
    expect(cart.items[0].accepted_warnings).toEqual(warned.warnings);

    const addressId = await addAddress(owner.agent);
    const withAddress = (
      await owner.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
        address_id: addressId,
      })
    ).json();
    const placed = await placeOrder(owner.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: withAddress.total_cents,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('never lets an accepted id pass an error: a lost photo still stops the order', async () => {
    const owner = await signedInPerson(server, 'lostphoto');
    const projectId = await cardWith(owner, { missingPhoto: true });
    const found = await preflightProject(server.database.db, projectId);
    expect(found.some((item) => item.severity === 'error')).toBe(true);
    await owner.agent.send('PUT', choicesUrl(projectId), {
      accepted_ids: found.map((item) => item.id),
      extra_words: [],
    });
    await owner.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 10,
    });
    const addressId = await addAddress(owner.agent);
    const cart = (
      await owner.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
        address_id: addressId,
      })
    ).json();
    expect(cart.items[0].warnings.some((w: string) => /no longer in your library/.test(w))).toBe(
      true,
    );
    // Named before the card is typed: the line, its project and each error, as Pay refuses them.
    const named = await owner.agent.get(`${API}/my/cart/preflight_blockers`);
    expect(named.statusCode, named.body).toBe(200);
    const errors = found.filter((item) => item.severity === 'error');
    expect(named.json().items).toEqual([
      {
        cart_item_id: cart.items[0].id,
        project_id: projectId,
        name: cart.items[0].name,
        blockers: errors.map((item) => ({ id: item.id, message: item.message })),
      },
    ]);
    const refused = await placeOrder(owner.agent, {
      payment_method_nonce: nonce(),
      expected_total_cents: cart.total_cents,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('preflight_failed');
    expect(refused.json().error.fields.items).toEqual(
      errors.map((item) => `${cart.items[0].name}: ${item.message}`),
    );
  });

  it('names no blocker for a line whose warnings are all it has', async () => {
    const owner = await signedInPerson(server, 'onlywarned');
    const projectId = await cardWith(owner);
    await owner.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 10,
    });
    const named = await owner.agent.get(`${API}/my/cart/preflight_blockers`);
    expect(named.json()).toEqual({ items: [] });
  });

  it('answers only those who may edit the design, and checks the input', async () => {
    const owner = await signedInPerson(server, 'chooser');
    const projectId = await cardWith(owner);
    const other = await signedInPerson(server, 'nosy');
    expect((await other.agent.get(choicesUrl(projectId))).statusCode).toBe(404);
    const guest = new TestAgent(server.app);
    await guest.fetchCsrf();
    expect((await guest.get(choicesUrl(projectId))).statusCode).toBe(404);
    const bad = await owner.agent.send('PUT', choicesUrl(projectId), { accepted_ids: 'all' });
    expect(bad.statusCode).toBe(400);
  });
});
