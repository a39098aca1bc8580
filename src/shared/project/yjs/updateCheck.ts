import * as Y from 'yjs';
import { ZodError } from 'zod';
import { NewerDocumentError } from '../migrations/migrate';
import { photoIdsInDocument } from '../photoIds';
import { equalJson, rawToDoc, readRaw } from './binding';
import { contributionSnapshot, judgeContributionChange } from './contributorRule';

/*
 * Whether a design update may be stored, judged on what storing it would leave: the update is
 * applied to the stored design in a throwaway Y.Doc and the result read as the editor, the
 * previews and the print file read it (yToDoc). A design stays a design for everyone: an update
 * whose result does not pass the schema is refused, whoever sends it. A contributor's update must
 * besides only add photos and pages (contributorRule.ts).
 *
 * An update may arrive before one it builds on (Yjs keeps its structs pending until then). What
 * is judged is what the design shows, so pending structs are judged with the update that
 * completes them, as part of the result that update leaves. A contributor's update is refused
 * when it leaves any of its own structs pending: they would later join the design through someone
 * else's update, unjudged by the contributor rule. Their device sends them again with what they
 * build on at its next sync.
 *
 * A device writes the document version its code knows (`schemaVersion`). One older than the
 * design it writes into would put an old shape into a newer document, so it is refused as
 * outdated, as is an update that lowers the design's version; the device is told to reload.
 */

export type UpdateRefusal = 'unreadable' | 'invalid' | 'contribution' | 'outdated';

export type UpdateVerdict =
  | {
      ok: true;
      /** Photo ids the design names after the update and did not before. */
      newPhotoIds: string[];
    }
  | { ok: false; refusal: UpdateRefusal; why: string };

/** The first problem of a design that does not read, in words. */
function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not read as a design';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Whether some of the update's structs or deletions wait for ones `doc` lacks. */
function leavesPending(doc: Y.Doc, update: Uint8Array): boolean {
  for (const [client, clock] of Y.parseUpdateMeta(update).to) {
    if (Y.getState(doc.store, client) < clock) return true;
  }
  for (const [client, deletions] of Y.decodeUpdate(update).ds.clients) {
    const state = Y.getState(doc.store, client);
    if (deletions.some((deletion) => deletion.clock + deletion.len > state)) return true;
  }
  return false;
}

/**
 * The photo ids the design shows: read, not raw, so a record on no page (which the design does
 * not show) names nothing until an update places it, and that update is judged for it.
 */
function photoIdsOf(raw: ReturnType<typeof readRaw>): Set<string> {
  try {
    return photoIdsInDocument(rawToDoc(raw));
  } catch {
    // A design that does not read shows no photo: every photo the update names is new.
    return new Set();
  }
}

/** Why a writer of version `writes` may not change a design of `before` into one of `after`. */
function outdatedWriter(writes: number, before: unknown, after: unknown): string | undefined {
  if (typeof before !== 'number') return undefined;
  if (writes < before) return `the design is of version ${before} and this device writes ${writes}`;
  if (typeof after === 'number' && after < before)
    return `it would take the design back from version ${before} to ${after}`;
  return undefined;
}

/**
 * Judges `update` against the stored design `stored`, changing neither. `schemaVersion` is the
 * document version the writer's code writes.
 */
export function judgeUpdate(
  stored: Uint8Array,
  update: Uint8Array,
  by: { contributor: boolean; schemaVersion: number },
): UpdateVerdict {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, stored);
    const before = readRaw(ydoc);
    const contributed = by.contributor ? contributionSnapshot(ydoc) : undefined;
    try {
      Y.applyUpdate(ydoc, update);
    } catch {
      return { ok: false, refusal: 'unreadable', why: 'the update could not be read' };
    }
    if (contributed) {
      if (leavesPending(ydoc, update)) {
        return {
          ok: false,
          refusal: 'contribution',
          why: 'it builds on changes the design does not have yet',
        };
      }
      const verdict = judgeContributionChange(contributed, contributionSnapshot(ydoc));
      if (!verdict.ok) return { ok: false, refusal: 'contribution', why: verdict.why };
    }
    const after = readRaw(ydoc);
    const outdated = outdatedWriter(by.schemaVersion, before.schemaVersion, after.schemaVersion);
    if (outdated) return { ok: false, refusal: 'outdated', why: outdated };
    // Nothing the design shows changed (a change sent twice, or one still waiting on another).
    if (equalJson(before, after)) return { ok: true, newPhotoIds: [] };
    let doc: ReturnType<typeof rawToDoc>;
    try {
      doc = rawToDoc(after);
    } catch (error) {
      // A design newer than this server's code cannot be judged by it, so it is not changed.
      if (error instanceof NewerDocumentError)
        return { ok: false, refusal: 'outdated', why: error.message };
      if (!(error instanceof ZodError)) throw error;
      return { ok: false, refusal: 'invalid', why: firstIssue(error) };
    }
    const had = photoIdsOf(before);
    return { ok: true, newPhotoIds: [...photoIdsInDocument(doc)].filter((id) => !had.has(id)) };
  } finally {
    ydoc.destroy();
  }
}
