import type * as Y from 'yjs';
import { CURRENT_SCHEMA_VERSION } from '../document';
import { applyDocToY, yRoots, yToDoc } from './binding';

/*
 * The document version a Y.Doc holds, and bringing an older one up to this code's. Every reader
 * migrates on reading (yToDoc); the editor besides writes the migrated document back once, so the
 * device's copy, the server's and every collaborator's hold the current shape as one change,
 * synced as any edit is. A copy of a newer version is neither read nor written: this device runs
 * an older shop and must reload first.
 */

/** The origin of a migration's write: saved and synced as an edit, never undone. */
export const MIGRATION_ORIGIN = Symbol('document-migration');

/** The schemaVersion a Y.Doc holds; undefined for one that holds no design yet. */
export function storedSchemaVersion(ydoc: Y.Doc): number | undefined {
  const version = yRoots(ydoc).meta.get('schemaVersion');
  return typeof version === 'number' ? version : undefined;
}

export type DocumentVersionState = 'current' | 'migrated' | 'newer' | 'empty';

/**
 * Writes the migrated document into a Y.Doc of an older version, in one transaction with
 * MIGRATION_ORIGIN (only the fields the migrations changed); says what it found. Throws what
 * yToDoc throws when the older document does not read.
 */
export function migrateYDoc(ydoc: Y.Doc): DocumentVersionState {
  const version = storedSchemaVersion(ydoc);
  if (version === undefined) return 'empty';
  if (version === CURRENT_SCHEMA_VERSION) return 'current';
  if (version > CURRENT_SCHEMA_VERSION) return 'newer';
  applyDocToY(ydoc, yToDoc(ydoc), MIGRATION_ORIGIN);
  return 'migrated';
}

/** What the editor says when a design comes from a newer shop than the one this device runs. */
export const NEWER_SHOP_MESSAGE =
  'A newer version of the shop is available — reload the page to keep working on this design.';
