import { useSyncExternalStore } from 'react';

/**
 * Below this width the side panel and the canvas cannot share the screen: the editor takes the
 * phone layout (bottom toolbar, panels in a sheet) whatever the device, e.g. a narrow window or
 * a phone the user agent did not give away.
 */
export const NARROW_VIEWPORT_QUERY = '(max-width: 699px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW_VIEWPORT_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia?.(NARROW_VIEWPORT_QUERY).matches ?? false;

export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
