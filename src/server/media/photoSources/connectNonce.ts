import { hmac, randomToken, safeEqual } from '../../security/tokens';

export const CONNECT_COOKIE = 'ps_photo_source_connect';
/** Long enough to sign in at the source and approve; short enough that a stale one is useless. */
export const CONNECT_NONCE_TTL_MS = 10 * 60_000;

interface NoncePayload {
  /** user id, source id, nonce, expiry (ms since epoch) */
  u: number;
  s: number;
  n: string;
  e: number;
}

/** A signed, short-lived cookie value naming who started connecting which source. */
export function issueConnectNonce(secret: string, userId: number, sourceId: number, now: Date) {
  const nonce = randomToken(18);
  const payload: NoncePayload = {
    u: userId,
    s: sourceId,
    n: nonce,
    e: now.getTime() + CONNECT_NONCE_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { nonce, cookie: `${body}.${hmac(secret, `photo-source-connect:${body}`)}` };
}

/**
 * True when the cookie was issued by us to this user for this source and has not run out, and,
 * when the source handed back a `state`, it is that cookie's nonce. Without this check anyone could
 * send a victim to the callback with their own token and read whatever the victim imports.
 */
export function connectNonceMatches(
  secret: string,
  cookie: string | undefined,
  expected: { userId: number; sourceId: number; state?: string; now: Date },
): boolean {
  const [body, signature] = (cookie ?? '').split('.');
  if (!body || !signature) return false;
  if (!safeEqual(signature, hmac(secret, `photo-source-connect:${body}`))) return false;
  let payload: NoncePayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as NoncePayload;
  } catch {
    return false;
  }
  return (
    payload.u === expected.userId &&
    payload.s === expected.sourceId &&
    payload.e > expected.now.getTime() &&
    (expected.state === undefined || safeEqual(expected.state, payload.n))
  );
}
