import { useCallback, useEffect, useRef, useState } from 'react';
import { libraryPhotoId } from '../../../shared/project/photoIds';
import type { PhotoResolver, ResolvedPhoto } from '../../../shared/render/context';
import { useApi } from '../../apiContext';
import { keepImagesOffline } from '../../site';
import { libraryPhotoSources } from './libraryPhotoSources';
import { readLibraryPhotos, resolvedPhotoOf } from './libraryPhotos';

/** How long to wait before looking again for photos the library does not show yet. */
const RETRY_MS = 5000;

/**
 * Finds the pictures of a design's photos for the canvas: each id in the document becomes the
 * library's thumbnail URL and the photo's pixel size. Records come from IndexedDB, so a design
 * opened offline shows its photos; ids read once are kept for the page's life, and their pictures
 * (the slot's and the tray's thumbnail) are handed to the service worker to keep, so pages not
 * shown yet draw offline too. Photos a
 * collaborator or contributor placed come through the project. A guest has no library: their
 * slots stay empty until they sign in.
 */
export function usePhotoResolver(
  ownerId: number | undefined,
  photoIds: readonly string[],
  /** The saved project: photos its other people placed resolve through it. */
  projectId?: number,
): PhotoResolver {
  const api = useApi();
  const found = useRef(new Map<number, ResolvedPhoto>());
  // Ids found nowhere (deleted, another account's, or asked for offline): not asked for again
  // until the device comes back online.
  const absent = useRef(new Set<number>());
  const [version, setVersion] = useState(0);
  const key = photoIds.join(',');

  useEffect(() => {
    if (ownerId === undefined || key === '') return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const wanted = key
        .split(',')
        .map(libraryPhotoId)
        .filter(
          (id): id is number =>
            id !== undefined && !found.current.has(id) && !absent.current.has(id),
        );
      if (wanted.length === 0) return;
      const photos = await readLibraryPhotos(libraryPhotoSources(api, ownerId, projectId), wanted);
      if (!current) return;
      let added = 0;
      const pictures: string[] = [];
      for (const id of wanted) if (!photos.has(id)) absent.current.add(id);
      for (const [id, photo] of photos) {
        const resolved = resolvedPhotoOf(photo);
        if (resolved) {
          found.current.set(id, resolved);
          added++;
          pictures.push(resolved.url);
          if (photo.urls.small && photo.urls.small !== resolved.url)
            pictures.push(photo.urls.small);
        }
      }
      keepImagesOffline(pictures);
      if (added > 0) setVersion((v) => v + 1);
      // Photos the server is still making pictures of are looked for again.
      if (added < photos.size) timer = setTimeout(() => void read(), RETRY_MS);
    };
    void read();
    const onOnline = () => {
      clearTimeout(timer);
      absent.current.clear();
      void read();
    };
    window.addEventListener('online', onOnline);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [api, ownerId, projectId, key]);

  // A new function when photos arrive, so the canvas draws again with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks the map's changes
  return useCallback(
    (photoId: string) => {
      const id = libraryPhotoId(photoId);
      return id === undefined ? undefined : found.current.get(id);
    },
    [version],
  );
}
