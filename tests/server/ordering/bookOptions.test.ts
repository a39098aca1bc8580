import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { products } from '../../../src/server/db/schema/catalog';
import { photos } from '../../../src/server/db/schema/photos';
import { pushUpdate } from '../../../src/server/design/projects/projectContent.service';
import { pricingCatalogue } from '../../../src/shared/pricing/catalogue';
import { priceProject } from '../../../src/shared/pricing/priceProject';
import { docToY } from '../../../src/shared/project/yjs/binding';
import { productDocument } from '../../print/support/printFixtures';
import { createProject, signedInPerson } from '../support/projects';
import { API, addAddress, type OrderingServer, startOrderingServer } from './orderingSupport';

/*
 * A photo book with the size, cover, paper and pages a customer chose reaches the cart at the
 * price the design page showed for it (priceProject on the products call's prices), and the cart
 * line says what was chosen.
 */

let server: OrderingServer;
const BOOKS = [
  { id: 9301, width: 12, height: 12, priceCents: 4320 },
  { id: 9302, width: 8, height: 8, priceCents: 1920 },
  { id: 9303, width: 14, height: 11, priceCents: 4620 },
];

beforeAll(async () => {
  server = await startOrderingServer();
  await server.database.db
    .insert(products)
    .values(
      BOOKS.map((book) => ({
        id: book.id,
        productTypeId: 1,
        name: `${book.width}x${book.height} Photo Book`,
        sku: `BOOK-OPTIONS-${book.id}`,
        priceCents: book.priceCents,
        widthInches: book.width,
        heightInches: book.height,
      })),
    )
    .onConflictDoNothing();
});
afterAll(() => server.close());

describe('a book with the options chosen', () => {
  it.each([
    [BOOKS[0]!, 3, 3, 40, ['12 × 12 in', 'Linen Hardcover', 'Premium Lustre', '40']],
    [BOOKS[1]!, 1, 2, 20, ['8 × 8 in', 'Softcover', 'Standard Glossy', '20']],
    [
      BOOKS[2]!,
      5,
      20,
      60,
      ['14 × 11 in', 'Lay-Flat Hardcover', 'Lay-Flat Photographic Glossy', '60'],
    ],
  ] as const)(
    '%o, cover %i, paper %i, %i pages: the cart charges the design page’s price',
    async (book, coverTypeId, paperTypeId, pageCount, words) => {
      const buyer = await signedInPerson(server, `book-${book.id}`);
      const [photo] = await server.database.db
        .insert(photos)
        .values({
          ownerId: buyer.userId,
          name: 'lake.jpg',
          status: 'ready',
          width: 8000,
          height: 8000,
        })
        .returning({ id: photos.id });
      const options = {
        productId: book.id,
        sizeKey: `${book.width}x${book.height}`,
        coverTypeId,
        paperTypeId,
        pageCount,
      } as const;
      const doc = productDocument(1, options.sizeKey, [String(photo!.id)], {}, options);
      for (const element of Object.values(doc.elements)) {
        if (element.type === 'text')
          Object.assign(element, { placeholder: false, text: 'Our lake' });
      }
      // What the design page shows: priceProject over the products' prices.
      const catalogue = pricingCatalogue(
        BOOKS.map((p) => ({
          id: p.id,
          productTypeId: 1,
          priceCents: p.priceCents,
          widthInches: p.width,
          heightInches: p.height,
        })),
      );
      const shown = priceProject(doc.options, catalogue).totalCents;
      expect(shown).toBeGreaterThanOrEqual(book.priceCents);

      const created = await createProject(buyer.agent, { product_type_id: 1 });
      expect(created.statusCode, created.body).toBe(200);
      const projectId = created.json().id as number;
      await pushUpdate(server.database.db, {
        projectId,
        update: Y.encodeStateAsUpdate(docToY(doc)),
        byUserId: buyer.userId,
        at: server.clock.now,
      });
      const added = await buyer.agent.send('POST', `${API}/my/cart/sync_item`, {
        project_id: projectId,
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
      const chosen = await buyer.agent.send('POST', `${API}/my/cart/set_shipping_address`, {
        address_id: await addAddress(buyer.agent),
      });
      const line = chosen.json().items[0];
      expect(line).toMatchObject({ product_id: book.id, total_cents: shown, warnings: [] });
      expect(line.options.map((o: { value: string }) => o.value)).toEqual(
        expect.arrayContaining([...words]),
      );
      expect(line.options.map((o: { label: string }) => o.label)).toEqual(
        expect.arrayContaining(['Size', 'Cover', 'Paper', 'Pages']),
      );
    },
  );
});
