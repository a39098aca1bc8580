/*
 * Who to tell when this context's connection to the app database was closed for a newer version.
 * Its own module, without the database code: every page listens from startup (the upgrade notice),
 * while IndexedDB code (idb, the schema) loads only when a page first stores something.
 */

const closedListeners = new Set<() => void>();

/**
 * Calls `listener` when this context's connection was closed for a newer version of the app
 * (another tab, or a new service worker) to upgrade the database: the page must reload to go on.
 */
export function onAppDatabaseClosed(listener: () => void): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

/** The connection was closed: tell every listener. */
export function notifyAppDatabaseClosed(): void {
  for (const listener of closedListeners) listener();
}
