import { PAGE_VIEW_EVENT } from '../../../shared/catalog/trackedEvents';
import type { ApiClient } from '../../apiContext';

/**
 * Sends one page view. Fire and forget: a page view lost offline is not worth a place in the
 * outbox, and a failure must never reach the visitor. Callers check analytics consent first.
 */
export function sendPageView(api: ApiClient, path: string, referrer?: string): void {
  if (!navigator.onLine) return;
  api
    .call('tracking_events/track', {
      event: PAGE_VIEW_EVENT,
      // No occurredAt: it is sent at once, so the server's own time is the right one.
      properties: { path, ...(referrer ? { referrer } : {}) },
    })
    .catch(() => {});
}
