import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { products, productTypes } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import { buildPrintFile, printFileKey } from '../../../src/server/design/print/printJobs';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import { PermanentJobError } from '../../../src/server/jobs/jobRunner';
import { OPTION_PRICES } from '../../../src/shared/catalog/optionPrices';
import { photoPrintDesign } from '../../../src/shared/project/templates/photoPrintDesign';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { createProject, signedInPerson } from '../support/projects';
import { TestAgent } from '../support/testServer';
import { API, type OrderingServer, startOrderingServer } from './orderingSupport';

/*
 * Photo prints reach the cart only with their photos, over HTTP: the print product bought as it
 * is (the cart's old cross-sell) and an order with no prints are refused, and an order of prints
 * is one cart item shown as a line per size, priced as /photo-prints prices it.
 */

let server: OrderingServer;
const PRINT_PRODUCT = 9401;
const PRINT_CENTS = 29;

beforeAll(async () => {
  server = await startOrderingServer();
  const { db } = server.database;
  await db
    .insert(productTypes)
    .values([{ id: 40, key: 'photo_print', name: 'Photo Print', uri: 'photo-prints' }])
    .onConflictDoNothing();
  await db
    .insert(products)
    .values({
      id: PRINT_PRODUCT,
      productTypeId: 40,
      name: 'Photo Print',
      sku: 'PRINT',
      priceCents: PRINT_CENTS,
    })
    .onConflictDoNothing();
  // A fresh database with its migrations: slow on a loaded machine.
}, 240_000);
afterAll(() => server?.close());

type Person = Awaited<ReturnType<typeof signedInPerson>>;

async function printProject(
  person: Person,
  prints: Parameters<typeof photoPrintDesign>[0]['prints'],
) {
  const created = await createProject(person.agent, { product_type_id: 40 });
  expect(created.statusCode, created.body).toBe(200);
  const projectId = created.json().id as number;
  await pushUpdate(server.database.db, {
    projectId,
    update: Y.encodeStateAsUpdate(docToY(photoPrintDesign({ title: 'Prints', prints }))),
    byUserId: person.userId,
    at: new Date(),
  });
  return projectId;
}

describe('photo prints in the cart', () => {
  it('refuses the print product bought as it is, with no photo (422)', async () => {
    const guest = new TestAgent(server.app);
    for (const [path, body] of [
      ['my/pages/cart_add', { product_id: PRINT_PRODUCT }],
      ['my/cart/sync_item', { product_id: PRINT_PRODUCT, quantity: 1 }],
    ] as const) {
      const refused = await guest.send('POST', `${API}/${path}`, body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error.code).toBe('print_without_photo');
    }
    expect((await guest.get(`${API}/my/cart/show`)).json().items).toEqual([]);
  });

  it('refuses a print order with no prints in it (422)', async () => {
    const person = await signedInPerson(server, 'noprints');
    const projectId = await printProject(person, []);
    const refused = await person.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 1,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe('print_without_photo');
  });

  it('shows an order of prints as a line per size, priced as the page prices it', async () => {
    const person = await signedInPerson(server, 'prints');
    const [sharp, small] = await server.database.db
      .insert(photos)
      .values([
        { ownerId: person.userId, name: 'big.jpg', status: 'ready', width: 2400, height: 3600 },
        { ownerId: person.userId, name: 'small.jpg', status: 'ready', width: 1000, height: 1250 },
      ])
      .returning({ id: photos.id });
    const projectId = await printProject(person, [
      { photoId: String(sharp!.id), sizeKey: '4x6', quantity: 3, finish: 'matte' },
      { photoId: String(small!.id), sizeKey: '8x10', quantity: 1, border: 'white' },
    ]);
    const added = await person.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const size = OPTION_PRICES.photoPrintSizeCents;
    const fourBySix = 3 * (PRINT_CENTS + (size['4x6'] ?? 0));
    const eightByTen = PRINT_CENTS + (size['8x10'] ?? 0);
    const [item] = added.json().items;
    // Each size shows its first photo, through the project.
    const thumbnail = (id: number) => `/projects/${projectId}/photos/${id}/small.webp`;
    expect(item.print_sizes).toEqual([
      {
        size_key: '4x6',
        label: '4 × 6 in',
        copies: 3,
        total_cents: fourBySix,
        thumbnail_url: thumbnail(sharp!.id),
      },
      {
        size_key: '8x10',
        label: '8 × 10 in',
        copies: 1,
        total_cents: eightByTen,
        thumbnail_url: thumbnail(small!.id),
      },
    ]);
    expect(item.total_cents).toBe(fourBySix + eightByTen);
    expect(added.json().subtotal_cents).toBe(fourBySix + eightByTen);
    // The small photo at 8x10 is soft: the cart says so, it does not stop the order.
    expect(item.warnings.join(' ')).toMatch(/DPI/);
  });
  it('counts a photo still being processed as there, and its print file waits for it', async () => {
    const person = await signedInPerson(server, 'fresh-prints');
    const { db } = server.database;
    // Just uploaded: the original's size is known, the thumbnails are still being made.
    const [fresh] = await db
      .insert(photos)
      .values({
        ownerId: person.userId,
        name: 'fresh.jpg',
        status: 'processing',
        width: 2400,
        height: 3600,
      })
      .returning({ id: photos.id });
    const projectId = await printProject(person, [
      { photoId: String(fresh!.id), sizeKey: '4x6', quantity: 1 },
    ]);
    const added = await person.agent.send('POST', `${API}/my/cart/sync_item`, {
      project_id: projectId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items[0].warnings).toEqual([]);
    // No thumbnail yet: the cart draws the design instead of asking for a file not made.
    expect(added.json().items[0].print_sizes[0].thumbnail_url).toBeUndefined();
    const blockers = await person.agent.get(`${API}/my/cart/preflight_blockers`);
    expect(blockers.statusCode, blockers.body).toBe(200);
    expect(blockers.json().items).toEqual([]);

    // The print file waits for it: a retry, not a failure, and no file without the photo.
    const { blobs } = server;
    const building = buildPrintFile({ db, blobs }, projectId);
    await expect(building).rejects.toThrow(/waits for photo/);
    await expect(building).rejects.not.toBeInstanceOf(PermanentJobError);
    expect(await blobs.get(printFileKey(projectId))).toBeUndefined();
  });
});
