import type { Db } from '../../db/database';
import {
  designers,
  localizedStores,
  products,
  productTypes,
  storefronts,
  tagGroups,
  templates,
  themes,
} from '../../db/schema/catalog';
import type { CatalogSeed } from './catalogSeedData';

/** Rows per insert statement: few statements keep the first start fast, under the bind limit. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function hasCatalog(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: productTypes.id }).from(productTypes).limit(1);
  return existing !== undefined;
}

/** Inserts a whole generated catalogue in one transaction; rows already there are kept. */
export async function insertCatalog(db: Db, catalog: CatalogSeed): Promise<void> {
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
}
