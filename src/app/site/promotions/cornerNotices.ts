import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * The site's corner notices take turns: on a phone two of them would cover each other and half
 * the page. A campaign's sign-up offer comes first (the visitor came for it); the slide-in
 * promotion waits until it is closed, or is known not to show. Each notice says whether it may
 * show ('waiting' while its data loads) or shows; the first in order with a claim has the turn.
 */

/** In order of precedence. */
export const CORNER_NOTICES = ['sign-up', 'slide-in'] as const;
export type CornerNotice = (typeof CORNER_NOTICES)[number];
export type CornerClaim = 'waiting' | 'showing';

/** Whether `notice` has the turn: no notice before it claims the corner. */
export function hasTurn(
  claims: ReadonlyMap<CornerNotice, CornerClaim>,
  notice: CornerNotice,
): boolean {
  for (const other of CORNER_NOTICES) {
    if (other === notice) return true;
    if (claims.has(other)) return false;
  }
  return false;
}

const claims = new Map<CornerNotice, CornerClaim>();
const listeners = new Set<() => void>();

function setClaim(notice: CornerNotice, claim: CornerClaim | undefined) {
  if (claims.get(notice) === claim) return;
  if (claim) claims.set(notice, claim);
  else claims.delete(notice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Claims the corner for `notice` (undefined: it will not show) and says whether it has the turn.
 * The claim is made before paint, so a later notice never flashes up for a frame first. On the
 * server no notice has the turn: they show after hydration only.
 */
export function useCornerTurn(notice: CornerNotice, claim: CornerClaim | undefined): boolean {
  useLayoutEffect(() => {
    setClaim(notice, claim);
    return () => setClaim(notice, undefined);
  }, [notice, claim]);
  return useSyncExternalStore(
    subscribe,
    () => hasTurn(claims, notice),
    () => false,
  );
}
