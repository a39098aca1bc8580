import { ZodError, type z } from 'zod';
import { CURRENT_SCHEMA_VERSION, type ProjectDocument, projectDocumentSchema } from '../document';
import { MIGRATIONS, type Migration } from './documentMigrations';

export { MIGRATIONS, type Migration };

/*
 * A document of any older version is brought up to the current one by the chain of
 * up-migrations whenever it is read (tldraw's migrate.ts is the model): the server reads stored
 * designs this way without rewriting them, and the editor writes the migrated document back into
 * its Y.Doc once, on opening (yjs/documentVersion.ts), so it syncs to everyone else as one change.
 * A fixture of every version keeps proving the chain.
 */

type Json = Record<string, unknown>;

export type MigrationError =
  | { kind: 'notADocument' }
  | { kind: 'unknownVersion'; version: unknown }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'missingMigration'; from: number }
  | { kind: 'migrationFailed'; id: string; message: string }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Runs a chain of migrations and checks the result against the target version's schema. */
export function runMigrations<T>(
  input: unknown,
  migrations: readonly Migration[],
  target: number,
  schema: z.ZodType<T>,
): Result<T, MigrationError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: { kind: 'notADocument' } };
  }
  let doc = structuredClone(input) as Json;
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: { kind: 'unknownVersion', version } };
  }
  if (version > target) return { ok: false, error: { kind: 'newerVersion', version } };
  for (let from = version; from < target; from++) {
    const step = migrations.find((migration) => migration.from === from);
    if (!step) return { ok: false, error: { kind: 'missingMigration', from } };
    try {
      doc = { ...step.up(doc), schemaVersion: from + 1 };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: { kind: 'migrationFailed', id: step.id, message } };
    }
  }
  const parsed = schema.safeParse(doc);
  if (!parsed.success) return { ok: false, error: { kind: 'invalid', issues: parsed.error.issues } };
  return { ok: true, value: parsed.data };
}

/** Reads a stored document of any known version as a current, valid ProjectDocument. */
export function migrateDocument(input: unknown): Result<ProjectDocument, MigrationError> {
  return runMigrations(input, MIGRATIONS, CURRENT_SCHEMA_VERSION, projectDocumentSchema);
}

/** The document was written by a newer shop than this code: it is not read, nor written over. */
export class NewerDocumentError extends Error {
  override name = 'NewerDocumentError';
  constructor(readonly version: number) {
    super(`This design was saved by a newer version of the shop (document version ${version}).`);
  }
}

/** A migration could not bring the document up (a gap in the chain, or a step that threw). */
export class DocumentMigrationError extends Error {
  override name = 'DocumentMigrationError';
  constructor(readonly error: MigrationError) {
    super(`The design could not be brought up to date (${error.kind}).`);
  }
}

function isVersion(version: unknown): version is number {
  return typeof version === 'number' && Number.isInteger(version) && version >= 1;
}

/**
 * A document as stored, of any version up to this code's, read as a current one. Throws what
 * projectDocumentSchema.parse throws for a document that does not read (a ZodError), so callers
 * judging a design keep one kind of refusal; NewerDocumentError for a newer one. A current
 * document is parsed as it is, without the copy a migration makes.
 */
export function parseStoredDocument(input: Json): ProjectDocument {
  const version = input.schemaVersion;
  if (!isVersion(version) || version === CURRENT_SCHEMA_VERSION) {
    return projectDocumentSchema.parse(input);
  }
  if (version > CURRENT_SCHEMA_VERSION) throw new NewerDocumentError(version);
  const result = migrateDocument(input);
  if (result.ok) return result.value;
  if (result.error.kind === 'invalid') throw new ZodError(result.error.issues);
  throw new DocumentMigrationError(result.error);
}

/** Checks the migration list itself: one step per version, ids unique, ending at the current one. */
export function checkMigrationChain(migrations: readonly Migration[], target: number): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const migration of migrations) {
    if (ids.has(migration.id)) problems.push(`duplicate id ${migration.id}`);
    ids.add(migration.id);
  }
  for (let from = 1; from < target; from++) {
    const steps = migrations.filter((migration) => migration.from === from);
    if (steps.length !== 1) problems.push(`${steps.length} migrations from version ${from}`);
  }
  if (migrations.some((migration) => migration.from >= target)) {
    problems.push('a migration starts at or past the current version');
  }
  return problems;
}
