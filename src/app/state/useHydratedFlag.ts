import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated="true">` once the client has taken over the server's HTML: effects
 * run only after hydration commits, so browser tests (and CSS) can tell a live page from a static one.
 */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
