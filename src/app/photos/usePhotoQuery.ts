import { useEffect, useState } from 'react';
import type { PhotoQueryInput, PhotoQueryResult } from '../../../workers/photos/engine/photoQuery';
import type { PhotoLibrary } from './photoLibrary';

/**
 * Runs a query of the worker's index whenever it or the library changes. The previous answer
 * stays on screen while the next one is computed, so typing in the search box never blanks the grid.
 */
export function usePhotoQuery(
  library: PhotoLibrary | undefined,
  version: number,
  query: PhotoQueryInput,
  enabled: boolean,
): PhotoQueryResult | undefined {
  const [result, setResult] = useState<PhotoQueryResult>();
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new library version asks again.
  useEffect(() => {
    if (!library || !enabled) return;
    let current = true;
    library.query(JSON.parse(key) as PhotoQueryInput).then(
      (answer) => {
        if (current) setResult(answer);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [library, version, key, enabled]);
  return result;
}
