import type { z } from 'zod';
import { CURRENT_SCHEMA_VERSION, type ProjectDocument, projectDocumentSchema } from '../document';

/*
 * Stored documents are never rewritten in place: a document of any older version is brought up
 * to the current one by a chain of up-migrations when read (tldraw's migrate.ts is the model).
 * A migration is a pure function from version `from` to `from + 1`; its id names the change and
 * stays unique for ever, so a fixture of every version keeps proving the chain.
 */

type Json = Record<string, unknown>;

export interface Migration {
  id: string;
  from: number;
  up: (doc: Json) => Json;
}

export type MigrationError =
  | { kind: 'notADocument' }
  | { kind: 'unknownVersion'; version: unknown }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'missingMigration'; from: number }
  | { kind: 'migrationFailed'; id: string; message: string }
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * The up-migrations, oldest first. Version 1 is the first stored version, so none yet; add one
 * per schema change with a fixture of the version it starts from (migrations/fixtures/vN.json).
 */
export const MIGRATIONS: readonly Migration[] = [];

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
