import type { Connectivity } from '../engine/saving/syncClient';

/** The device's connection as the browser reports it: navigator.onLine and the online event. */
export function browserConnectivity(): Connectivity {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
  };
}
