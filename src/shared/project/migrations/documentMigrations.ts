/**
 * One schema change: a pure function from a document of version `from` (its plain JSON shape, the
 * one yToDoc reads and the fixtures hold) to one of version `from + 1`. Its id names the change
 * and stays unique for ever. No down-migration: a device older than a document it meets is told
 * to reload into the newer shop instead of reading it (documentVersion.ts).
 */
export interface Migration {
  id: string;
  from: number;
  up: (doc: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The document's up-migrations, oldest first: the one from version N is the N-th. Version 1 is
 * the first stored version, so none yet; add one per schema change, with a fixture of the version
 * it starts from (fixtures/vN.json). The version this code writes follows from the list, so a
 * migration cannot be added without the version moving with it.
 */
export const MIGRATIONS: readonly Migration[] = [];

/** The version this code writes; migrations bring every older stored document up to it. */
export const CURRENT_SCHEMA_VERSION = MIGRATIONS.length + 1;
