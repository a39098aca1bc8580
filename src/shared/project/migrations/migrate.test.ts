import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CURRENT_SCHEMA_VERSION, projectDocumentSchema } from '../document';
import { checkMigrationChain, MIGRATIONS, type Migration, migrateDocument, runMigrations } from './migrate';
import { everyElementStatesOpacity, plantedVersion2 } from './testing/plantedMigration';

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

describe('a planted version-2 migration', () => {
  // Version 2 as the planted migration defines it: version 1's shape, and every element states
  // its opacity.
  const v2Schema = z
    .looseObject({ schemaVersion: z.literal(2), elements: z.record(z.string(), z.looseObject({})) })
    .refine(
      (doc) =>
        projectDocumentSchema.safeParse({ ...doc, schemaVersion: 1 }).success &&
        everyElementStatesOpacity(doc),
    );
  const steps = plantedVersion2.MIGRATIONS;

  // Any valid v1 document of the fixture's records: some elements left out, opacities stated or
  // not, any title.
  const v1Document = fc
    .record({
      title: fc.string({ maxLength: 200 }),
      kept: fc.subarray(['bg', 'hero', 'title', 'gold']),
      opacity: fc.dictionary(
        fc.constantFrom('bg', 'hero', 'title', 'gold'),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
    })
    .map(({ title, kept, opacity }) => {
      const doc = fixture(1) as {
        title: string;
        surfaces: Record<string, { elementIds: string[] }>;
        elements: Record<string, Record<string, unknown>>;
      };
      doc.title = title;
      for (const id of Object.keys(doc.elements)) {
        if (!kept.includes(id)) delete doc.elements[id];
        else if (opacity[id] !== undefined) doc.elements[id]!.opacity = opacity[id];
      }
      for (const surface of Object.values(doc.surfaces))
        surface.elementIds = surface.elementIds.filter((id) => kept.includes(id));
      return doc;
    })
    .filter((doc) => projectDocumentSchema.safeParse(doc).success);

  it('brings any valid v1 document to a valid v2 one, keeping the opacities it stated', () => {
    fc.assert(
      fc.property(v1Document, (doc) => {
        const result = runMigrations(doc, steps, 2, v2Schema);
        if (!result.ok) return false;
        const migrated = result.value as unknown as typeof doc;
        return Object.entries(doc.elements).every(
          ([id, element]) => migrated.elements[id]?.opacity === (element.opacity ?? 1),
        );
      }),
    );
  });

  it('is idempotent: a migrated document migrates to itself, and the step twice is the step once', () => {
    fc.assert(
      fc.property(v1Document, (doc) => {
        const once = runMigrations(doc, steps, 2, v2Schema);
        if (!once.ok) return false;
        const again = runMigrations(once.value, steps, 2, v2Schema);
        const step = steps[0] as Migration;
        return (
          again.ok &&
          JSON.stringify(again.value) === JSON.stringify(once.value) &&
          JSON.stringify(step.up(step.up(doc))) === JSON.stringify(step.up(doc))
        );
      }),
    );
  });

  it('is a chain the shop could ship: one step from version 1, ending at version 2', () => {
    expect(checkMigrationChain(steps, 2)).toEqual([]);
  });
});
