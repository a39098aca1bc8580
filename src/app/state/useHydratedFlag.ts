import { useEffect } from 'react';
import { whenIdle } from './whenIdle';

let hydrated = false;
const waiting: (() => void)[] = [];

/**
 * Runs work once the page has hydrated and the browser is idle: what the page does not need to
 * appear or respond (worker registration, the outbox's IndexedDB code) never competes with it.
 */
export function afterHydration(work: () => void): void {
  if (hydrated) whenIdle(work);
  else waiting.push(work);
}

/**
 * Marks `<html data-hydrated="true">` once the client has taken over the server's HTML: effects
 * run only after hydration commits, so browser tests (and CSS) can tell a live page from a static one.
 */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    hydrated = true;
    for (const work of waiting.splice(0)) whenIdle(work);
  }, []);
}
