import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';
import { afterHydration } from '../state/useHydratedFlag';

type PartModule<P> = { default: ComponentType<P> };

/** Every deferred part's loader, so the server (and tests) can load them all before rendering. */
const loaders: (() => Promise<unknown>)[] = [];

/** A thenable that resolves in the same tick: React.lazy then renders the part without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable by its `then`.
    then: (onFulfilled) => (onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/**
 * A part of the site frame whose code the first paint does not need (an offer that slides in
 * later, a sign-up banner, the update notice, the footer below the fold): its chunk loads once the
 * page has hydrated and the browser is idle, so it never adds to the page's first-load JavaScript.
 *
 * The server loads every deferred part before it renders (`loadDeferredParts`), so the HTML is the
 * same as with an eager import; in the browser the part's Suspense boundary keeps that server HTML
 * in place until the code arrives and then hydrates it: no layout shift, no second render. After
 * the first page (a navigation), a part already loaded renders at once. Give a part stable
 * props (state setters, callbacks that read refs): see the memo below.
 */
export function deferredPart<P extends object>(
  load: () => Promise<PartModule<P>>,
): ComponentType<P> {
  let loaded: PartModule<P> | undefined;
  const loadOnce = (): Promise<PartModule<P>> =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  loaders.push(loadOnce);
  /**
   * In the browser: once hydrated and idle. A chunk that fails (offline, a deployment replaced
   * it) is tried again when the connection returns; meanwhile the server's HTML stays as it is.
   */
  const loadInBrowser = () =>
    new Promise<PartModule<P>>((resolve) => {
      const attempt = () =>
        loadOnce().then(resolve, () => window.addEventListener('online', attempt, { once: true }));
      afterHydration(attempt);
    });
  const Lazy = lazy(
    () =>
      (loaded
        ? settled(loaded)
        : typeof window === 'undefined'
          ? loadOnce()
          : loadInBrowser()) as Promise<PartModule<P>>,
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, never during a render.
  function DeferredPart(props: P) {
    useEffect(() => countWaiting(1), []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <PartHydrated />
      </Suspense>
    );
  }
  // A parent's re-render with the same props must not reach a part still waiting for its code:
  // React would give up hydrating it and show the fallback (nothing) until the code arrives.
  return memo(DeferredPart) as unknown as ComponentType<P>;
}

/**
 * Until its code arrives a part is the server's HTML and does nothing when pressed: the page says
 * how many mounted parts still wait (`<html data-deferred-waiting>`), for browser tests to wait on.
 */
let waiting = 0;
function countWaiting(change: number): () => void {
  waiting += change;
  document.documentElement.dataset.deferredWaiting = String(waiting);
  return () => countWaiting(-change);
}

/** Rendered inside a part's boundary: its effect runs once the part has hydrated. */
function PartHydrated() {
  useEffect(() => countWaiting(-1), []);
  return null;
}

/** Loads every deferred part: the server render and tests call it so parts render in place. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((loadOne) => loadOne()));
}
