import { z } from 'zod';
import type { IndexedPhoto } from '../src/shared/photos/photoRecord';

/**
 * The photo index's records as columns: what the photo worker stores after reading a library, so
 * a later visit reads a few typed arrays and strings instead of 100,000 photo records. Structured
 * clone copies an ArrayBuffer or a long string in one go, where every record was an object (with
 * nested ones) to rebuild field by field: that decoding was most of the load.
 */

/** Bits of `flags`: the booleans, and which optional fields a photo has. */
const DUPLICATE = 1;
const GEO_TAGGED = 2;
const HAS_TAKEN_AT = 4;
const HAS_CONTENT_HASH = 8;
const HAS_PERCEPTUAL_HASH = 16;

/** Strings joined into one, each ending at its entry of `ends`. */
const textColumn = z.object({ text: z.string(), ends: z.instanceof(Uint32Array) });
type TextColumn = z.infer<typeof textColumn>;

export const photoIndexSnapshot = z
  .object({
    ownerId: z.number().int(),
    /** The owner's photo revision (photoStore.ts) the records were read at. */
    revision: z.number().int().nonnegative(),
    /**
     * Rows in the photo store when it was read (records of another shape are skipped, so it can
     * exceed `count`): a store written without a revision bump (a test's seed) shows up as stale.
     */
    storedRows: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
    /** Float64: any safe integer id fits. */
    ids: z.instanceof(Float64Array),
    widths: z.instanceof(Float64Array),
    heights: z.instanceof(Float64Array),
    sourceIds: z.instanceof(Float64Array),
    flags: z.instanceof(Uint8Array),
    /** Photo i's albums are `albumIds[albumEnds[i - 1] ?? 0 .. albumEnds[i]]`. */
    albumEnds: z.instanceof(Uint32Array),
    albumIds: z.instanceof(Float64Array),
    names: textColumn,
    createdAt: textColumn,
    /** Empty for a photo without one (its flag bit says which). */
    takenAt: textColumn,
    contentHashes: textColumn,
    perceptualHashes: textColumn,
  })
  .refine((s) => {
    const rows = [s.ids, s.widths, s.heights, s.sourceIds, s.flags, s.albumEnds];
    const texts = [s.names, s.createdAt, s.takenAt, s.contentHashes, s.perceptualHashes];
    return (
      rows.every((column) => column.length === s.count) &&
      texts.every((c) => c.ends.length === s.count && (c.ends.at(-1) ?? 0) === c.text.length) &&
      (s.albumEnds.at(-1) ?? 0) === s.albumIds.length
    );
  }, 'the columns do not have one entry per photo');

export type PhotoIndexSnapshot = z.infer<typeof photoIndexSnapshot>;

function joined(values: readonly string[]): TextColumn {
  const ends = new Uint32Array(values.length);
  let end = 0;
  for (let i = 0; i < values.length; i++) {
    end += values[i]!.length;
    ends[i] = end;
  }
  return { text: values.join(''), ends };
}

export type SnapshotStamp = Pick<PhotoIndexSnapshot, 'ownerId' | 'revision' | 'storedRows'>;

/** The columns of these records, read from the store as `stamp` says. */
export function encodePhotoIndexSnapshot(
  records: readonly IndexedPhoto[],
  stamp: SnapshotStamp,
): PhotoIndexSnapshot {
  const count = records.length;
  const ids = new Float64Array(count);
  const widths = new Float64Array(count);
  const heights = new Float64Array(count);
  const sourceIds = new Float64Array(count);
  const flags = new Uint8Array(count);
  const albumEnds = new Uint32Array(count);
  const albums: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = records[i]!;
    ids[i] = p.id;
    widths[i] = p.width;
    heights[i] = p.height;
    sourceIds[i] = p.sourceId;
    flags[i] =
      (p.isDuplicate ? DUPLICATE : 0) |
      (p.isGeoTagged ? GEO_TAGGED : 0) |
      (p.takenAt !== undefined ? HAS_TAKEN_AT : 0) |
      (p.contentHash !== undefined ? HAS_CONTENT_HASH : 0) |
      (p.perceptualHash !== undefined ? HAS_PERCEPTUAL_HASH : 0);
    for (const album of p.albumIds) albums.push(album);
    albumEnds[i] = albums.length;
  }
  return {
    ...stamp,
    count,
    ids,
    widths,
    heights,
    sourceIds,
    flags,
    albumEnds,
    albumIds: Float64Array.from(albums),
    names: joined(records.map((p) => p.name)),
    createdAt: joined(records.map((p) => p.createdAt)),
    takenAt: joined(records.map((p) => p.takenAt ?? '')),
    contentHashes: joined(records.map((p) => p.contentHash ?? '')),
    perceptualHashes: joined(records.map((p) => p.perceptualHash ?? '')),
  };
}

/**
 * The records back, with just the fields the index reads. Parses the snapshot first: one written
 * by another version, or damaged, throws, and the caller reads the records instead.
 */
export function decodePhotoIndexSnapshot(stored: unknown): IndexedPhoto[] {
  const s = photoIndexSnapshot.parse(stored);
  const records: IndexedPhoto[] = new Array(s.count);
  const at = (column: TextColumn, i: number) =>
    column.text.slice(i === 0 ? 0 : column.ends[i - 1]!, column.ends[i]!);
  let album = 0;
  for (let i = 0; i < s.count; i++) {
    const flags = s.flags[i]!;
    const albumIds: number[] = [];
    for (const end = s.albumEnds[i]!; album < end; album++) albumIds.push(s.albumIds[album]!);
    // One object shape for every record (absent fields as undefined), so the index's reads of
    // them stay monomorphic.
    records[i] = {
      id: s.ids[i]!,
      name: at(s.names, i),
      width: s.widths[i]!,
      height: s.heights[i]!,
      createdAt: at(s.createdAt, i),
      takenAt: flags & HAS_TAKEN_AT ? at(s.takenAt, i) : undefined,
      albumIds,
      sourceId: s.sourceIds[i]!,
      isDuplicate: (flags & DUPLICATE) !== 0,
      isGeoTagged: (flags & GEO_TAGGED) !== 0,
      contentHash: flags & HAS_CONTENT_HASH ? at(s.contentHashes, i) : undefined,
      perceptualHash: flags & HAS_PERCEPTUAL_HASH ? at(s.perceptualHashes, i) : undefined,
    };
  }
  return records;
}
