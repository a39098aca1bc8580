import type { Migration } from '../documentMigrations';

/*
 * A version-2 migration for tests only, planted in place of the shop's list (vi.mock of
 * ../documentMigrations) to prove the wiring before a real schema change needs it: every element
 * comes to state its opacity, fully opaque where it said nothing.
 */

type Json = Record<string, unknown>;

export const statesOpacity: Migration = {
  id: 'elements-state-opacity',
  from: 1,
  up: (doc) => {
    const elements: Record<string, Json> = {};
    for (const [id, element] of Object.entries(doc.elements as Record<string, Json>))
      elements[id] = element.opacity === undefined ? { ...element, opacity: 1 } : element;
    return { ...doc, elements };
  },
};

/** What a vi.mock of documentMigrations.ts returns: the shop one version on. */
export const plantedVersion2 = { MIGRATIONS: [statesOpacity], CURRENT_SCHEMA_VERSION: 2 };

/** Whether every element of a document's plain shape states its opacity. */
export function everyElementStatesOpacity(doc: { elements: Record<string, object> }): boolean {
  return Object.values(doc.elements).every((element) => 'opacity' in element);
}
