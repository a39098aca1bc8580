import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import {
  categoryOfEvent,
  kindOfEvent,
  PAGE_VIEW_EVENT,
  VISIT_PROLONGED_EVENT,
} from '../../../shared/catalog/trackedEvents';
import type { Caller } from '../../http/caller';
import type { ServerDeps, SigningDeps } from '../../http/requestContext';
import { hmac } from '../../security/tokens';
import { consentedCategories } from '../privacy/privacy.service';
import * as repo from './tracking.repo';

/** A visit ends after this long without a page view or heartbeat (the usual analytics rule). */
const VISIT_IDLE_MS = 30 * 60 * 1000;
/** An event queued offline keeps its time, up to this old; older or future times are not trusted. */
const MAX_EVENT_AGE_MS = 7 * 86_400_000;
/**
 * Events one browser may store per minute; more are dropped like unconsented ones. A page view per
 * second is far beyond a person; this only stops a runaway script from filling the table. One
 * indexed count, so it costs far less than a rate-limit bucket per event would.
 */
export const MAX_EVENTS_PER_MINUTE = 120;
/** How far back `current_visit` looks; a visit longer than a day is not one visit. */
const VISIT_LOOKBACK_MS = 86_400_000;

/** Who is tracked: this browser, and the user when signed in. */
type Visitor = Pick<Caller, 'userId' | 'anonymousId'>;

function visitorOf(caller: Visitor): repo.Visitor {
  return { userId: caller.userId ?? undefined, anonymousId: caller.anonymousId };
}

/**
 * The client's time of an event queued offline, kept beside its properties when it is sane. The
 * row's own time stays the server's: it orders visits and counts toward the per-minute cap.
 */
function propertiesWithTime(
  properties: Record<string, unknown> | undefined,
  occurredAt: string | undefined,
  now: Date,
): Record<string, unknown> | null {
  const at = occurredAt ? new Date(occurredAt) : undefined;
  const sane = at && at <= now && now.getTime() - at.getTime() <= MAX_EVENT_AGE_MS;
  if (!sane) return properties ?? null;
  return { ...properties, occurredAt: at.toISOString() };
}

/**
 * Stores the event when its category is consented to. Otherwise it is dropped, and the answer is
 * the same `ok`: an error or a different answer would teach the client to retry or to queue the
 * event for later, and a refused event must never be sent again. Events over the per-minute cap
 * are dropped the same way.
 */
export async function trackEvent(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Visitor,
  input: ActionInput<'tracking_events/track'>,
): Promise<{ ok: true }> {
  const category = categoryOfEvent(input.event);
  if (!(await consentedCategories(deps, caller)).has(category)) return { ok: true };
  const now = deps.now();
  const visitor = visitorOf(caller);
  const lastMinute = new Date(now.getTime() - 60_000);
  const recent = await repo.countSince(deps.db, visitor.anonymousId, lastMinute);
  if (recent >= MAX_EVENTS_PER_MINUTE) return { ok: true };
  await repo.insertEvent(deps.db, {
    userId: visitor.userId ?? null,
    anonymousId: visitor.anonymousId,
    category,
    kind: kindOfEvent(input.event),
    name: input.event,
    properties: propertiesWithTime(input.properties, input.occurredAt, now),
    createdAt: now,
  });
  return { ok: true };
}

/**
 * Hands the visitor's waiting events to the tools of their categories (the shop's own analytics,
 * so handing on is marking them sent). Only consented categories: events of a withdrawn one were
 * erased at withdrawal, and this check keeps a race with it from sending any.
 */
export async function flushDestinations(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Visitor,
): Promise<{ flushed: number }> {
  const categories = [...(await consentedCategories(deps, caller))].filter(
    (c) => c !== 'advertising',
  );
  const flushed = await repo.markFlushed(
    deps.db,
    visitorOf(caller),
    'event',
    categories,
    deps.now(),
  );
  return { flushed };
}

/** Hands waiting conversions (advertising events) to the ad partners, with advertising consent. */
export async function flushConversions(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Visitor,
): Promise<{ flushed: number }> {
  if (!(await consentedCategories(deps, caller)).has('advertising')) return { flushed: 0 };
  const flushed = await repo.markFlushed(
    deps.db,
    visitorOf(caller),
    'conversion',
    ['advertising'],
    deps.now(),
  );
  return { flushed };
}

/**
 * The visit's heartbeat: it keeps the visit open for another idle period. The heartbeat itself is
 * an analytics event (visit length), stored only with analytics consent; the answer is the same.
 */
export async function prolongVisit(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Visitor,
): Promise<ActionOutput<'tracking_sessions/prolong'>> {
  const now = deps.now();
  await trackEvent(deps, caller, { event: VISIT_PROLONGED_EVENT });
  return { expiresAt: new Date(now.getTime() + VISIT_IDLE_MS).toISOString() };
}

function textProperty(properties: unknown, key: string): string | undefined {
  if (!properties || typeof properties !== 'object') return undefined;
  const value = (properties as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * This browser's visit: its analytics events back to the first gap longer than the idle period.
 * Without analytics consent nothing was recorded, so every call sees a visit starting now.
 */
export async function currentVisit(
  deps: Pick<SigningDeps, 'db' | 'now' | 'secret'>,
  caller: Pick<Caller, 'anonymousId'>,
): Promise<ActionOutput<'current_visit'>> {
  const now = deps.now();
  const { anonymousId } = caller;
  const events = await repo.recentEvents(
    deps.db,
    anonymousId,
    'analytics',
    new Date(now.getTime() - VISIT_LOOKBACK_MS),
    500,
  );
  let start = 0;
  if (events.length === 0 || now.getTime() - events[0]!.createdAt.getTime() > VISIT_IDLE_MS) {
    return { visitId: visitIdOf(deps.secret, anonymousId, now), startedAt: now.toISOString() };
  }
  while (
    start + 1 < events.length &&
    events[start]!.createdAt.getTime() - events[start + 1]!.createdAt.getTime() <= VISIT_IDLE_MS
  ) {
    start += 1;
  }
  const visit = events.slice(0, start + 1);
  const startedAt = visit[visit.length - 1]!.createdAt;
  const landing = [...visit].reverse().find((event) => event.name === PAGE_VIEW_EVENT);
  const landingPage = textProperty(landing?.properties, 'path');
  const referrer = textProperty(landing?.properties, 'referrer');
  return {
    visitId: visitIdOf(deps.secret, anonymousId, startedAt),
    startedAt: startedAt.toISOString(),
    ...(landingPage ? { landingPage } : {}),
    ...(referrer ? { referrer } : {}),
  };
}

/** Stable for the visit and not reversible to the browser's anonymous id. */
function visitIdOf(secret: string, anonymousId: string, startedAt: Date): string {
  return hmac(secret, `visit:${anonymousId}:${startedAt.getTime()}`).slice(0, 24);
}
