import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase } from '../../../src/server/db/database';

/** The migrations' content, so a snapshot made before a new migration is never reused. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an empty database with every migration applied, made once per set of migrations
 * and kept in the temp folder: each server test file starts its PGlite from it instead of
 * running all the migrations again (seconds per file, on every run).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `printshop-pglite-migrated-${await migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it.
  }
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written aside and moved into place, so a worker reading at the same time never sees half.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
