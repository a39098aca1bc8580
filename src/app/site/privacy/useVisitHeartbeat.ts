import { useEffect } from 'react';
import { useApi } from '../../apiContext';
import { useConsent } from './useConsent';

/** Under the server's 30-minute visit timeout, so a reader on one long page stays one visit. */
export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps the visit alive (`tracking_sessions/prolong`) while the page is visible and analytics is
 * consented to; a hidden tab or a withdrawn consent sends nothing.
 */
export function useVisitHeartbeat(): void {
  const api = useApi();
  const analytics = useConsent()?.analytics === true;
  useEffect(() => {
    if (!analytics) return;
    const beat = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      api.call('tracking_sessions/prolong', {}).catch(() => {});
    };
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, analytics]);
}
