import { useEffect, useState } from 'react';
import type { PhotoQueryInput } from '../../../workers/photos/engine/photoQuery';
import type { PhotoLibrary } from './photoLibrary';

/** With one id either side, a page stays within the worker's limit of 1000. */
const SCAN_PAGE = 998;

export interface Neighbours {
  previous?: number;
  next?: number;
  position?: number;
  total?: number;
}

/**
 * The photos before and after this one in the grid's order: the grid's query is paged through
 * until the photo turns up (a thousand ids at a time, in the worker).
 */
export function usePhotoNeighbours(
  library: PhotoLibrary,
  version: number,
  query: PhotoQueryInput,
  photoId: number,
): Neighbours {
  const [found, setFound] = useState<Neighbours>({});
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new library version asks again.
  useEffect(() => {
    let current = true;
    (async () => {
      const input = JSON.parse(key) as PhotoQueryInput;
      for (let offset = 0; ; offset += SCAN_PAGE) {
        const page = await library.query({
          ...input,
          offset: Math.max(0, offset - 1),
          limit: SCAN_PAGE + 2,
        });
        const index = page.ids.indexOf(photoId);
        if (index >= 0) {
          return {
            previous: page.ids[index - 1],
            next: page.ids[index + 1],
            position: Math.max(0, offset - 1) + index,
            total: page.total,
          };
        }
        if (offset + SCAN_PAGE >= page.total) return { total: page.total };
      }
    })().then(
      (neighbours) => {
        if (current) setFound(neighbours);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [library, version, key, photoId]);
  return found;
}
