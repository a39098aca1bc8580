import type { Db } from '../../db/database';
import { type AppError, tooManyRequests } from '../../http/appError';
import { type GrowingDelay, waitMs } from '../../security/growingDelay';
import * as repo from './sessions.repo';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/*
 * Guessing is slowed per address-and-network and per network, never per address alone: an
 * attacker's failures from their network cannot lock the owner out on another network, and the
 * owner's own browser (a known device) or a reset by email gets past the lock even on the same
 * network (issue 20). Everything is counted in the database, so a second process changes nothing.
 */

/**
 * Wrong passwords for one address from one network (or one known device): enough for a
 * forgetful person, then a quarter of an hour, doubling with each further failure.
 */
export const ADDRESS_DELAY: GrowingDelay = {
  free: 10,
  baseMs: 15 * MINUTE_MS,
  step: 1,
  maxMs: DAY_MS,
  windowMs: DAY_MS,
};

/**
 * Wrong passwords from one network, whatever the address: one address trying many accounts
 * (credential stuffing) slows down here, while a household or office has room to spare.
 */
export const NETWORK_DELAY: GrowingDelay = {
  free: 60,
  baseMs: 15 * MINUTE_MS,
  step: 10,
  maxMs: DAY_MS,
  windowMs: DAY_MS,
};

/** Where an attempt comes from, as far as the throttle is concerned. */
export type AttemptSource =
  | { kind: 'network'; network: string }
  | { kind: 'device'; deviceId: string };

const sourceKey = (source: AttemptSource) =>
  source.kind === 'device' ? `device:${source.deviceId}` : source.network;

function tooMany(wait: number, sentence: (minutes: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(sentence(`${minutes} minute${minutes === 1 ? '' : 's'}`), seconds);
}

/** Refuses with 429 and Retry-After while this source must wait before trying `email` again. */
export async function checkSignInThrottle(
  db: Db,
  email: string,
  source: AttemptSource,
  now: Date,
): Promise<void> {
  const since = (rule: GrowingDelay) => new Date(now.getTime() - rule.windowMs);
  // A known device answers for itself, not for the network it happens to be on.
  if (source.kind === 'network') {
    const tally = await repo.tallyFailures(db, { source: source.network }, since(NETWORK_DELAY));
    const wait = waitMs(tally, NETWORK_DELAY, now);
    if (wait > 0) {
      throw tooMany(
        wait,
        (minutes) =>
          `Too many sign-in attempts from your network. Please wait ${minutes} and try again.`,
      );
    }
  }
  const key = { email, source: sourceKey(source) };
  const tally = await repo.tallyFailures(db, key, since(ADDRESS_DELAY));
  const wait = waitMs(tally, ADDRESS_DELAY, now);
  if (wait > 0) {
    throw tooMany(
      wait,
      (minutes) =>
        `Too many sign-in attempts. Please wait ${minutes}, sign in from a device you used before, or reset your password.`,
    );
  }
}

export function recordSignInFailure(db: Db, email: string, source: AttemptSource, now: Date) {
  const forgetBefore = new Date(now.getTime() - ADDRESS_DELAY.windowMs);
  return repo.recordFailure(db, email, sourceKey(source), now, forgetBefore);
}

export function clearSignInFailures(db: Db, email: string, source: AttemptSource) {
  return repo.clearFailures(db, email, sourceKey(source));
}

/** Every hour: nothing older than the longest window can slow anyone down any more. */
export const SIGN_IN_SWEEP_INTERVAL_MS = 60 * MINUTE_MS;

/** Forgets failures no rule counts any more, and expired sessions. */
export function sweepSignInRecords(db: Db, now: Date) {
  const longest = Math.max(ADDRESS_DELAY.windowMs, NETWORK_DELAY.windowMs);
  return repo.sweepSignInRecords(db, new Date(now.getTime() - longest), now);
}
