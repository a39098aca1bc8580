import * as Y from 'yjs';
import { repairReferences } from './binding';
import { OPTION_LISTS_ROOT, readOptions } from './optionLists';

/*
 * What a contributor may change in a design: they add photos and pages, nothing else. The server
 * applies a contributor's update to a copy of the stored document and compares before with after
 * (the effect, not the bytes: a Yjs update can say the same thing many ways).
 *
 * Allowed:
 * - new surfaces (pages), with whatever new elements they carry, anywhere in the page order;
 * - new photo slots on existing pages, added on top (after the page's existing elements);
 * - a photo put into an existing empty photo slot.
 * - the page count in the options growing with them.
 * Everything else (the title, options, any existing element's text, position or style, removing
 * or reordering anything) is refused. Existing elements stay where the design shows them: a new
 * page that lists another page's elements would take them over when the design is read.
 */

type Plain = Record<string, unknown>;

export interface ContributionSnapshot {
  meta: Plain;
  surfaceOrder: string[];
  surfaces: Record<string, Plain>;
  elements: Record<string, Plain>;
}

/** What the rule compares of a design, read once (before and after a change). */
export function contributionSnapshot(ydoc: Y.Doc): ContributionSnapshot {
  return {
    // The options as read, lists included: a contributor may not change a recipient list either.
    meta: {
      ...ydoc.getMap('meta').toJSON(),
      options: readOptions(ydoc.getMap('meta'), ydoc.getMap(OPTION_LISTS_ROOT)),
    },
    surfaceOrder: ydoc.getArray<string>('surfaceOrder').toJSON(),
    surfaces: ydoc.getMap('surfaces').toJSON(),
    elements: ydoc.getMap('elements').toJSON(),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `after` keeps every id of `before` in the same order, adding only ids in `added`. */
function keepsOrder(before: string[], after: string[], added: (id: string) => boolean): boolean {
  let i = 0;
  for (const id of after) {
    if (id === before[i]) i += 1;
    else if (!added(id)) return false;
  }
  return i === before.length;
}

function sameExceptPhoto(before: Plain, after: Plain): boolean {
  if (before.type !== 'photoSlot' || after.type !== 'photoSlot') return same(before, after);
  if (before.photoId !== undefined) return same(before, after);
  // Placing a photo sets its crop and focus point with it.
  const { photoId: _b, crop: _bc, focus: _bf, ...restBefore } = before;
  const { photoId: _a, crop: _ac, focus: _af, ...restAfter } = after;
  return same(restBefore, restAfter);
}

/** Options carry the page count, which grows with the pages a contributor adds (never shrinks). */
function sameMetaButPageCount(before: Plain, after: Plain): boolean {
  const count = (meta: Plain) => (meta.options as Plain | undefined)?.pageCount;
  const without = (meta: Plain) => {
    const options = meta.options as Plain | undefined;
    if (!options) return meta;
    const { pageCount: _count, ...rest } = options;
    return { ...meta, options: rest };
  };
  if (!same(without(before), without(after))) return false;
  const was = count(before);
  const now = count(after);
  return was === now || (typeof was === 'number' && typeof now === 'number' && now > was);
}

/** Each element the design shows, with its page and its place on it, as the design is read. */
function placements(snapshot: ContributionSnapshot): Map<string, string> {
  const { surfaceOrder, surfaces } = repairReferences(
    snapshot.surfaceOrder,
    snapshot.surfaces,
    (id) => id in snapshot.elements,
  );
  const where = new Map<string, string>();
  for (const surfaceId of surfaceOrder) {
    const ids = (surfaces[surfaceId]!.elementIds as string[] | undefined) ?? [];
    for (const [index, id] of ids.entries()) where.set(id, `${surfaceId}#${index}`);
  }
  return where;
}

export type ContributionVerdict = { ok: true } | { ok: false; why: string };

/** Whether going from `before` to `after` only adds photos and pages. */
export function judgeContribution(beforeDoc: Y.Doc, afterDoc: Y.Doc): ContributionVerdict {
  return judgeContributionChange(contributionSnapshot(beforeDoc), contributionSnapshot(afterDoc));
}

/** judgeContribution of designs already read (contributionSnapshot). */
export function judgeContributionChange(
  before: ContributionSnapshot,
  after: ContributionSnapshot,
): ContributionVerdict {
  const no = (why: string): ContributionVerdict => ({ ok: false, why });
  if (!sameMetaButPageCount(before.meta, after.meta)) return no('the title or options changed');
  const newSurface = (id: string) => !(id in before.surfaces) && id in after.surfaces;
  if (!keepsOrder(before.surfaceOrder, after.surfaceOrder, newSurface)) {
    return no('pages were removed or reordered');
  }
  for (const [id, surface] of Object.entries(before.surfaces)) {
    const next = after.surfaces[id];
    if (!next) return no(`page ${id} was removed`);
    const { elementIds: oldIds = [], ...rest } = surface as { elementIds?: string[] };
    const { elementIds: newIds = [], ...nextRest } = next as { elementIds?: string[] };
    if (!same(rest, nextRest)) return no(`page ${id} changed`);
    // New elements on an existing page go on top, and are photos.
    if (!same(newIds.slice(0, oldIds.length), oldIds))
      return no(`page ${id} lost or moved elements`);
    for (const added of newIds.slice(oldIds.length)) {
      const element = after.elements[added];
      if (added in before.elements || element?.type !== 'photoSlot') {
        return no(`only photos may be added to page ${id}`);
      }
    }
  }
  for (const [id, element] of Object.entries(before.elements)) {
    const next = after.elements[id];
    if (!next) return no(`element ${id} was removed`);
    if (!sameExceptPhoto(element, next)) return no(`element ${id} changed`);
  }
  const was = placements(before);
  const now = placements(after);
  for (const [id, place] of was) {
    if (now.get(id) !== place) return no(`element ${id} was moved to another page`);
  }
  return { ok: true };
}

/** Judges an update against the stored state, without changing either. */
export function judgeContributionUpdate(
  stored: Uint8Array,
  update: Uint8Array,
): ContributionVerdict {
  const before = new Y.Doc();
  Y.applyUpdate(before, stored);
  const after = new Y.Doc();
  Y.applyUpdate(after, stored);
  try {
    Y.applyUpdate(after, update);
  } catch {
    return { ok: false, why: 'the update could not be read' };
  }
  return judgeContribution(before, after);
}
