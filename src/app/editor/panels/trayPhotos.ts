import type { ReactNode } from 'react';
import type { StoredPhoto } from '../../../../browser-storage/photoStore';
import type { Focus } from '../../../shared/project/elements';

/** A library photo as the tray shows and places it. */
export interface TrayPhoto {
  /** The library record's id (documentPhotoId maps it to the document's). */
  id: number;
  name: string;
  width: number;
  height: number;
  takenAt?: string;
  /** Whether the server has made the thumbnail yet. */
  thumbnailReady: boolean;
  focus?: Focus;
}

export interface TrayQuery {
  albumId?: number;
  text: string;
}

/** The tray's photos, looked up by position in taken-date order (oldest first, as books run). */
export interface TrayPhotos {
  /**
   * `loading` until the tray knows what the library holds (a device's first sync included),
   * `offline` only while the device is, `reconnecting` while the shop cannot be reached although
   * the device is online (the library asks again by itself).
   */
  status: 'loading' | 'ready' | 'offline' | 'reconnecting' | 'failed';
  /** Photos matching the query; undefined until the first answer. */
  total: number | undefined;
  photoIdAt(position: number): number | undefined;
  photo(id: number): TrayPhoto | undefined;
  albums: readonly { id: number; name: string }[];
  /** The library's own upload panel, shown in a dialog so uploading never leaves the editor. */
  uploader: ReactNode;
  /** Every photo matching the query, in order (up to AUTOFILL_PHOTO_LIMIT): what autofill lays. */
  collect?: () => Promise<TrayPhoto[]>;
  /** The copies a drawn photo hides as its duplicates, and the customer's way to keep one shown. */
  duplicates?: TrayDuplicates;
}

export interface TrayDuplicates {
  /** The photos hidden as duplicates of `id` (each one's record readable by `photo`). */
  hiddenBy(id: number): readonly number[] | undefined;
  /** "Not a duplicate": the photo is shown in the tray from now on. */
  keepApart(id: number): Promise<void>;
}

/** The most photos one autofill lays: a 100-page book of four-photo pages, and some spare. */
export const AUTOFILL_PHOTO_LIMIT = 1000;

/**
 * Where the tray's photos come from: the signed-in user's library (libraryTrayPhotos.tsx) in the
 * app, a list in tests. `range` is the positions the tray is about to draw.
 */
export type UseTrayPhotos = (
  ownerId: number,
  query: TrayQuery,
  range: { from: number; to: number },
) => TrayPhotos;

export function trayPhotoOf(record: StoredPhoto): TrayPhoto {
  const hasFocus = record.focusRelativeX !== undefined && record.focusRelativeY !== undefined;
  return {
    id: record.id,
    name: record.name,
    width: record.width,
    height: record.height,
    takenAt: record.takenAt,
    thumbnailReady: Boolean(record.urls.small),
    ...(hasFocus ? { focus: { x: record.focusRelativeX!, y: record.focusRelativeY! } } : {}),
  };
}

/**
 * The tray's photo ids with the used ones left out. Positions are read from the top of the list
 * up to `to`, stopping at the first not loaded yet, so a hidden photo shifts the rest up exactly.
 * `count` is what the list will hold: the kept ids plus every position not read yet.
 */
export function withoutHidden(
  idAt: (position: number) => number | undefined,
  total: number,
  to: number,
  hidden: (id: number) => boolean,
): { ids: number[]; count: number } {
  const ids: number[] = [];
  let read = 0;
  for (; read < Math.min(total, to); read++) {
    const id = idAt(read);
    if (id === undefined) break;
    if (!hidden(id)) ids.push(id);
  }
  return { ids, count: ids.length + (total - read) };
}
