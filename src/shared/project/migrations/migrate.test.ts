import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURRENT_SCHEMA_VERSION } from '../document';
import { checkMigrationChain, MIGRATIONS, type Migration, migrateDocument, runMigrations } from './migrate';

// Every stored version's fixture, bundled (no file system: src/shared stays isomorphic).
const fixtures = import.meta.glob<unknown>('./fixtures/v*.json', { import: 'default', eager: true });
const fixtureByVersion = new Map(
  Object.entries(fixtures).map(([file, doc]) => [Number(/v(\d+)\.json$/.exec(file)?.[1]), doc]),
);
const fixtureVersions = [...fixtureByVersion.keys()].sort((a, b) => a - b);

const fixture = (version: number): unknown => structuredClone(fixtureByVersion.get(version));

describe('migrateDocument', () => {
  it('has a fixture for every version up to the current one', () => {
    expect(fixtureVersions).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i + 1),
    );
  });

  it('has one migration per version step, with unique ids', () => {
    expect(checkMigrationChain(MIGRATIONS, CURRENT_SCHEMA_VERSION)).toEqual([]);
  });

  it.each(fixtureVersions)('brings the stored v%i fixture to a valid current document', (v) => {
    const result = migrateDocument(fixture(v));
    expect(result.ok ? result.value.schemaVersion : result.error).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('refuses what is not a document, unknown and future versions, and invalid documents', () => {
    expect(migrateDocument(null)).toEqual({ ok: false, error: { kind: 'notADocument' } });
    expect(migrateDocument([])).toEqual({ ok: false, error: { kind: 'notADocument' } });
    expect(migrateDocument({ schemaVersion: 'one' })).toMatchObject({
      error: { kind: 'unknownVersion' },
    });
    expect(migrateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toEqual({
      ok: false,
      error: { kind: 'newerVersion', version: CURRENT_SCHEMA_VERSION + 1 },
    });
    const broken = fixture(1) as { surfaceOrder: string[] };
    broken.surfaceOrder = ['outside'];
    expect(migrateDocument(broken)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('does not change the stored input', () => {
    const input = fixture(1);
    const copy = structuredClone(input);
    migrateDocument(input);
    expect(input).toEqual(copy);
  });
});

describe('runMigrations', () => {
  // A made-up three-version history, to prove the chaining that real versions will rely on.
  const v3 = z.object({ schemaVersion: z.literal(3), name: z.string(), tags: z.array(z.string()) });
  const steps: Migration[] = [
    { id: 'rename-title-to-name', from: 1, up: ({ title, ...rest }) => ({ ...rest, name: title }) },
    { id: 'add-tags', from: 2, up: (doc) => ({ ...doc, tags: [] }) },
  ];

  it('applies each step in order from the stored version', () => {
    expect(runMigrations({ schemaVersion: 1, title: 'A' }, steps, 3, v3)).toEqual({
      ok: true,
      value: { schemaVersion: 3, name: 'A', tags: [] },
    });
    expect(runMigrations({ schemaVersion: 2, name: 'B' }, steps, 3, v3)).toEqual({
      ok: true,
      value: { schemaVersion: 3, name: 'B', tags: [] },
    });
  });

  it('reports a gap in the chain and a step that throws', () => {
    expect(runMigrations({ schemaVersion: 1 }, [steps[1] as Migration], 3, v3)).toEqual({
      ok: false,
      error: { kind: 'missingMigration', from: 1 },
    });
    const throwing: Migration = {
      id: 'boom',
      from: 1,
      up: () => {
        throw new Error('bad data');
      },
    };
    expect(runMigrations({ schemaVersion: 1 }, [throwing], 2, v3)).toEqual({
      ok: false,
      error: { kind: 'migrationFailed', id: 'boom', message: 'bad data' },
    });
  });

  it('finds duplicate ids and missing steps in a chain', () => {
    expect(checkMigrationChain([...steps, { ...(steps[0] as Migration) }], 3)).toEqual([
      'duplicate id rename-title-to-name',
      '2 migrations from version 1',
    ]);
  });
});
