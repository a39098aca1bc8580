import type { Db } from '../../db/database';
import { hasCatalog, insertCatalog } from './catalogSeed.repo';
import { generateCatalog } from './catalogSeedData';

/**
 * Loads the generated catalogue on first start. The generator is deterministic, so a database
 * seeded twice holds the same ids and rows; an existing catalogue is left alone.
 */
export async function seedCatalog(db: Db): Promise<{ seeded: boolean }> {
  if (await hasCatalog(db)) return { seeded: false };
  await insertCatalog(db, generateCatalog());
  return { seeded: true };
}
