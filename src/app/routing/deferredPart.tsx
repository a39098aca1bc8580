import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react';
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
  options: DeferredPartOptions = {},
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
  let loadNow: (() => void) | undefined;
  const loadInBrowser = () =>
    new Promise<PartModule<P>>((resolve) => {
      let started = false;
      const attempt = () => {
        started = true;
        loadOnce().then(resolve, () => window.addEventListener('online', attempt, { once: true }));
      };
      // A press on the part's server HTML wants it now, not when the browser is next idle.
      loadNow = () => {
        if (!started) attempt();
      };
      afterHydration(() => {
        if (!started) attempt();
      });
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
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const onHydrated = useRef<() => void>(() => {
      hydrated.current = true;
    });
    useEffect(() => countWaiting(1), []);
    useEffect(() => {
      if (!options.keepsPresses || hydrated.current) return;
      return holdPresses(box, onHydrated, () => loadNow?.());
    }, []);
    const part = (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <PartHydrated onHydrated={onHydrated} />
      </Suspense>
    );
    return options.keepsPresses ? (
      <div ref={box} style={{ display: 'contents' }}>
        {part}
      </div>
    ) : (
      part
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
function PartHydrated({ onHydrated }: { onHydrated: RefObject<() => void> }) {
  useEffect(() => {
    onHydrated.current();
    return countWaiting(-1);
  }, [onHydrated]);
  return null;
}

export interface DeferredPartOptions {
  /**
   * The part has links or buttons someone may press in the server's HTML before its code arrives
   * (the header, a favourite heart). React drops such a press (it stops the event at the root
   * while the part is not hydrated), so the part is wrapped in a box (`display: contents`, no
   * layout of its own) whose last press is held, loads the code at once and is replayed on the
   * same element once the part has hydrated: a link then navigates in the app, a button acts.
   */
  keepsPresses?: boolean;
}

const PRESSABLE = 'a[href], button';
const REPLAY_WITHIN_MS = 10_000;

/**
 * Until the part hydrates, holds the last press on a link or button inside `box` and replays it
 * when `onHydrated` is called. Listens on the document, before React's listener on the root.
 */
function holdPresses(
  box: RefObject<HTMLDivElement | null>,
  onHydrated: RefObject<() => void>,
  loadNow: () => void,
): () => void {
  let held: number[] | undefined;
  let heldAt = 0;
  const hold = (event: MouseEvent) => {
    const pressed = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!box.current || !pressed || !box.current.contains(pressed)) return;
    // A link opened in a new tab or window is the browser's to follow, as it is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    held = pathFrom(box.current, pressed);
    heldAt = Date.now();
    loadNow();
  };
  document.addEventListener('click', hold, true);
  const stop = () => document.removeEventListener('click', hold, true);
  const markHydrated = onHydrated.current;
  onHydrated.current = () => {
    markHydrated();
    stop();
    // A press from long ago (the code came only when the connection returned) is not replayed.
    const recent = Date.now() - heldAt < REPLAY_WITHIN_MS;
    const element = held && recent && box.current ? elementAt(box.current, held) : undefined;
    held = undefined;
    if (element instanceof HTMLElement && element.matches(PRESSABLE)) element.click();
  };
  return stop;
}

/** The child indexes from `root` down to `node`: the same element after hydration, by position. */
function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
}

/** Loads every deferred part: the server render and tests call it so parts render in place. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((loadOne) => loadOne()));
}
