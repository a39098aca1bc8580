import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';
import {
  currentVisit,
  flushConversions,
  flushDestinations,
  prolongVisit,
  trackEvent,
} from '../../site/tracking/tracking.service';

/** The tracking calls: every one stores or hands on events only in consented categories. */
export const trackingHandlers: ActionHandlers = {
  'tracking_events/track': (input, ctx, caller) => trackEvent(ctx.deps, caller, input),
  'tracking_events/destinations/flush': (_input, ctx, caller) =>
    flushDestinations(ctx.deps, caller),
  'conversion_events/flush': (_input, ctx, caller) => flushConversions(ctx.deps, caller),
  'tracking_sessions/prolong': (_input, ctx, caller) => prolongVisit(ctx.deps, caller),
  current_visit: (_input, ctx, caller) => currentVisit(signingDeps(ctx), caller),
};
