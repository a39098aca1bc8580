/** Chrome's install event; not in the DOM typings because only Chromium browsers fire it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;

let deferredPrompt: BeforeInstallPromptEvent | undefined;
let captured = false;
const listeners = new Set<Listener>();

function setPrompt(event: BeforeInstallPromptEvent | undefined) {
  deferredPrompt = event;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer so the app can show its own button instead of the mini
 * infobar; called once at startup, before the event can fire.
 */
export function captureInstallPrompt(): void {
  if (captured || typeof window === 'undefined') return;
  captured = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setPrompt(undefined));
}

/** For useSyncExternalStore: whether the browser currently allows installing. */
export const installStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => deferredPrompt !== undefined,
  getServerSnapshot: (): boolean => false,
};

/** Shows the browser's install dialog; an event can prompt only once, so it is dropped after. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  setPrompt(undefined);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}
