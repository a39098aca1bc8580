import { useSyncExternalStore } from 'react';

/**
 * Below this width the side panel and the canvas cannot share the screen: the editor takes the
 * phone layout (bottom toolbar, panels in a sheet) whatever the device, e.g. a narrow window or
 * a phone the user agent did not give away.
 */
export const NARROW_VIEWPORT_QUERY = '(max-width: 699px)';

// One query list for the page's life: matchMedia makes a new one at each call, and the snapshot
// is read at every render and every editor change (it showed in a keystroke's profile).
// Made again only if matchMedia itself is replaced (as a test does to play a phone).
let narrow: { from: typeof window.matchMedia; list: MediaQueryList } | undefined;
const query = (): MediaQueryList | undefined => {
  if (!window.matchMedia) return undefined;
  if (narrow?.from !== window.matchMedia)
    narrow = { from: window.matchMedia, list: window.matchMedia(NARROW_VIEWPORT_QUERY) };
  return narrow.list;
};

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => query()?.matches ?? false;

export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
