/* One automatic reload after a failed chunk load (usually a new deployment removed the old
   chunks). The attempt is remembered in sessionStorage and only forgotten after a page loads
   fine, so a chunk that keeps failing shows the message instead of reloading forever. */

const KEY = 'printshop:chunk-reload-attempted';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** True (and remembered) when no automatic reload was tried since the last good page load. */
export function claimChunkReload(storage: SessionStore | undefined): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(KEY)) return false;
    storage.setItem(KEY, String(Date.now()));
    return true;
  } catch {
    // Storage can be blocked (privacy modes); then never reload automatically.
    return false;
  }
}

/** A page loaded: a later chunk failure may reload once again. */
export function forgetChunkReload(storage: SessionStore | undefined) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

export function sessionStore(): SessionStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
