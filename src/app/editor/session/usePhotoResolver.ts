import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoResolver, ResolvedPhoto } from '../../../shared/render/context';
import { useApi } from '../../apiContext';
import { libraryPhotoSources } from './libraryPhotoSources';
import { libraryIdOf, readLibraryPhotos, resolvedPhotoOf } from './libraryPhotos';

/**
 * Finds the pictures of a design's photos for the canvas: each id in the document becomes the
 * library's thumbnail URL and the photo's pixel size. Records come from IndexedDB, so a design
 * opened offline shows its photos; ids read once are kept for the page's life. A guest has no
 * library: their slots stay empty until they sign in.
 */
export function usePhotoResolver(
  ownerId: number | undefined,
  photoIds: readonly string[],
): PhotoResolver {
  const api = useApi();
  const found = useRef(new Map<number, ResolvedPhoto>());
  const [version, setVersion] = useState(0);
  const key = photoIds.join(',');

  useEffect(() => {
    if (ownerId === undefined || key === '') return;
    const wanted = key
      .split(',')
      .map(libraryIdOf)
      .filter((id): id is number => id !== undefined && !found.current.has(id));
    if (wanted.length === 0) return;
    let current = true;
    void readLibraryPhotos(libraryPhotoSources(api, ownerId), wanted).then((photos) => {
      if (!current || photos.size === 0) return;
      for (const [id, photo] of photos) found.current.set(id, resolvedPhotoOf(photo));
      setVersion((v) => v + 1);
    });
    return () => {
      current = false;
    };
  }, [api, ownerId, key]);

  // A new function when photos arrive, so the canvas draws again with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks the map's changes
  return useCallback(
    (photoId: string) => {
      const id = libraryIdOf(photoId);
      return id === undefined ? undefined : found.current.get(id);
    },
    [version],
  );
}
