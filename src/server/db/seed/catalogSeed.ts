import { generateCatalog } from '../../modules/catalog/catalogSeedData';
import type { Db } from '../database';
import {
  designers,
  localizedStores,
  products,
  productTypes,
  storefronts,
  tagGroups,
  templates,
  themes,
} from '../schema/catalog';

/** Rows per insert statement: few statements keep the first start fast, under the bind limit. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Loads the generated catalogue on first start. The generator is deterministic, so a database
 * seeded twice holds the same ids and rows; an existing catalogue is left alone.
 */
export async function seedCatalog(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ id: productTypes.id }).from(productTypes).limit(1);
  if (existing) return { seeded: false };
  const catalog = generateCatalog();
  await db.transaction(async (tx) => {
    await tx.insert(productTypes).values(catalog.productTypes).onConflictDoNothing();
    await tx.insert(products).values(catalog.products).onConflictDoNothing();
    await tx.insert(tagGroups).values(catalog.tagGroups).onConflictDoNothing();
    await tx.insert(designers).values(catalog.designers).onConflictDoNothing();
    for (const rows of chunks(catalog.themes)) {
      await tx.insert(themes).values(rows).onConflictDoNothing();
    }
    for (const rows of chunks(catalog.templates)) {
      await tx.insert(templates).values(rows).onConflictDoNothing();
    }
    await tx.insert(storefronts).values(catalog.storefronts).onConflictDoNothing();
    await tx.insert(localizedStores).values(catalog.localizedStores).onConflictDoNothing();
  });
  return { seeded: true };
}
