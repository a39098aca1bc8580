import type { ActionHandlers } from '../../http/actionHandler';
import {
  currentVisit,
  flushConversions,
  flushDestinations,
  prolongVisit,
  trackEvent,
} from './tracking.service';

/** The tracking calls: every one stores or hands on events only in consented categories. */
export const trackingHandlers: ActionHandlers = {
  'tracking_events/track': (input, ctx) => trackEvent(ctx, input),
  'tracking_events/destinations/flush': (_input, ctx) => flushDestinations(ctx),
  'conversion_events/flush': (_input, ctx) => flushConversions(ctx),
  'tracking_sessions/prolong': (_input, ctx) => prolongVisit(ctx),
  current_visit: (_input, ctx) => currentVisit(ctx),
};
