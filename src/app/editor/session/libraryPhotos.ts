import type { ApiPhoto } from '../../../../browser-storage/photoStore';
import { documentPhotoId } from '../../../shared/project/photoIds';
import type { ResolvedPhoto } from '../../../shared/render/context';
import type { PhotoInfo } from '../engine/commands/photos';

/** The fields of a library photo the editor reads. */
export type LibraryPhoto = Pick<
  ApiPhoto,
  'id' | 'width' | 'height' | 'urls' | 'focusRelativeX' | 'focusRelativeY'
>;

/** The library photo as the engine frames it: pixel size and, when known, its subject. */
export function photoInfoOf(photo: LibraryPhoto): PhotoInfo {
  const focus =
    photo.focusRelativeX !== undefined && photo.focusRelativeY !== undefined
      ? { x: photo.focusRelativeX, y: photo.focusRelativeY }
      : undefined;
  return { id: documentPhotoId(photo.id), width: photo.width, height: photo.height, focus };
}

/**
 * The picture the canvas draws: the medium derivative (a page on screen is rarely wider than
 * 1,000 px), else whichever the server has made. The size is the original's, for resolution.
 * None while the server is still making them: a guessed address would fail to load.
 */
export function resolvedPhotoOf(photo: LibraryPhoto): ResolvedPhoto | undefined {
  const url = photo.urls.medium ?? photo.urls.large ?? photo.urls.small;
  return url ? { url, width: photo.width, height: photo.height } : undefined;
}

export interface PhotoSources {
  /** The records this device stores (IndexedDB), undefined where it has none. */
  readStored(ids: readonly number[]): Promise<(LibraryPhoto | undefined)[]>;
  /** One record from the server; rejects when offline or not the caller's. */
  fetchOne(id: number): Promise<LibraryPhoto>;
  /**
   * Photos the project's other people placed in it (their libraries are not the caller's), as
   * the project shows them; absent outside a saved project. Rejects when offline.
   */
  fetchFromProject?(ids: readonly number[]): Promise<LibraryPhoto[]>;
}

/**
 * These photos' records: from the device first, so the editor works offline, then those the
 * project's people placed (in one call), and from the server's library for any left (a photo
 * uploaded on another device a moment ago).
 * Photos found nowhere are left out.
 */
export async function readLibraryPhotos(
  sources: PhotoSources,
  ids: readonly number[],
): Promise<Map<number, LibraryPhoto>> {
  const found = new Map<number, LibraryPhoto>();
  if (ids.length === 0) return found;
  const stored = await sources.readStored(ids).catch(() => ids.map(() => undefined));
  ids.forEach((id, index) => {
    const photo = stored[index];
    if (photo) found.set(id, photo);
  });
  // A record stored while the server was still making its pictures is asked for again: the
  // device's copy is not updated until the library page reads the list once more.
  const wanting = (id: number) => {
    const photo = found.get(id);
    return !photo || !resolvedPhotoOf(photo);
  };
  if (sources.fetchFromProject && ids.some(wanting)) {
    const shared = await sources.fetchFromProject(ids.filter(wanting)).catch(() => []);
    for (const photo of shared) found.set(photo.id, photo);
  }
  const missing = ids.filter(wanting);
  const fetched = await Promise.allSettled(missing.map((id) => sources.fetchOne(id)));
  for (const result of fetched)
    if (result.status === 'fulfilled') found.set(result.value.id, result.value);
  return found;
}
