import type { ToolCategory } from './privacy';

/**
 * Which tool category each tracked event belongs to, so consent decides whether it is kept.
 *
 * - essential: reports the shop needs to work and to help with a failed order; kept always.
 * - functional: remembering the visitor's own choices across visits.
 * - advertising: conversions, the events ad platforms count; stored as kind 'conversion'.
 * - analytics: everything else, page views and visit length (`tracking_sessions/prolong`) first.
 *   An unknown name counts as analytics, so a new event is opt-in until someone places it here.
 */
const EVENT_CATEGORIES: Readonly<Record<string, ToolCategory>> = {
  checkout_error: 'essential',
  payment_error: 'essential',
  upload_error: 'essential',
  client_error: 'essential',
  recently_viewed: 'functional',
  preference_changed: 'functional',
  sign_up: 'advertising',
  add_to_cart: 'advertising',
  purchase: 'advertising',
  ad_landing: 'advertising',
};

/** The event the client sends on each navigation. */
export const PAGE_VIEW_EVENT = 'page_view';

/** The event a visit's heartbeat (`tracking_sessions/prolong`) stores. */
export const VISIT_PROLONGED_EVENT = 'visit_prolonged';

export function categoryOfEvent(name: string): ToolCategory {
  return Object.hasOwn(EVENT_CATEGORIES, name) ? EVENT_CATEGORIES[name]! : 'analytics';
}

/** Advertising events are conversions: `conversion_events/flush` hands them on, not the others. */
export function kindOfEvent(name: string): 'event' | 'conversion' {
  return categoryOfEvent(name) === 'advertising' ? 'conversion' : 'event';
}
