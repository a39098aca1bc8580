import { useEffect, useRef, useState } from 'react';
import type { PhotoQueryInput } from '../../../workers/photos/engine/photoQuery';
import type { PhotoLibrary } from './photoLibrary';

/** Ids fetched per request of the worker: a few screens of a phone's grid. */
export const ID_CHUNK = 500;

/**
 * The ids of the photos in positions [from, to) of the current sort, fetched from the worker a
 * chunk at a time as the grid scrolls: 50,000 ids never cross to the page at once, and the page
 * reads the records of a chunk from IndexedDB before showing its ids. Answers a
 * lookup by position (undefined while that chunk is on its way).
 */
export function usePhotoIdWindow(
  library: PhotoLibrary | undefined,
  version: number,
  query: PhotoQueryInput,
  from: number,
  to: number,
): (position: number) => number | undefined {
  const key = `${version} ${JSON.stringify(query)}`;
  const chunks = useRef<IdChunks>({ key, ids: new Map(), asked: new Set() });
  const [, setLoaded] = useState(0);
  if (chunks.current.key !== key) {
    // A new query keeps showing the old ids until its own arrive, so the grid does not flash.
    chunks.current = { key, ids: new Map(), asked: new Set(), stale: chunks.current.ids };
  }
  const first = Math.floor(from / ID_CHUNK);
  const last = Math.floor(Math.max(from, to - 1) / ID_CHUNK);
  useEffect(() => {
    if (!library) return;
    const state = chunks.current;
    for (let chunk = first; chunk <= last; chunk++) {
      if (state.asked.has(chunk)) continue;
      state.asked.add(chunk);
      const input = { ...(JSON.parse(key.slice(key.indexOf(' ') + 1)) as PhotoQueryInput) };
      library
        .query({ ...input, offset: chunk * ID_CHUNK, limit: ID_CHUNK })
        // The page has only the records it has drawn: these are read before the ids are shown.
        .then(async (answer) => {
          await library.readRecords(answer.ids);
          return answer;
        })
        .then(
          (answer) => {
            if (chunks.current !== state) return;
            state.ids.set(chunk, answer.ids);
            setLoaded((n) => n + 1);
          },
          () => state.asked.delete(chunk),
        );
    }
  }, [library, key, first, last]);
  return (position) => {
    const { ids, stale } = chunks.current;
    const chunk = Math.floor(position / ID_CHUNK);
    return (ids.get(chunk) ?? stale?.get(chunk))?.[position % ID_CHUNK];
  };
}

interface IdChunks {
  key: string;
  ids: Map<number, number[]>;
  asked: Set<number>;
  /** The previous query's chunks, shown until this one's arrive. */
  stale?: Map<number, number[]>;
}
