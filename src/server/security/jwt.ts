import { jwtVerify, SignJWT } from 'jose';
import { hmac } from './tokens';

const ISSUER = 'printshop';

/** Audiences a token can be for: the apps (OAuth access tokens) or the embedded editor. */
export type TokenAudience = 'app' | 'editor';

/** The signing key is derived from the server secret, so every process signs and checks alike. */
function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(hmac(secret, 'jwt-signing-key'));
}

/**
 * Who a token speaks for. An editor token also names the browser session it was made in and a
 * tag of the password it was made under: signing out or changing the password ends it.
 */
export interface UserTokenClaims {
  userId: number;
  sessionId?: number;
  passwordTag?: string;
}

export async function signUserToken(
  secret: string,
  claims: UserTokenClaims & { audience: TokenAudience; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(claims.now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + claims.ttlSeconds) * 1000);
  const bound = {
    ...(claims.sessionId !== undefined ? { sid: claims.sessionId } : {}),
    ...(claims.passwordTag !== undefined ? { pwd: claims.passwordTag } : {}),
  };
  const token = await new SignJWT(bound)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(claims.audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(secret));
  return { token, expiresAt };
}

/** The claims of a valid, unexpired token for that audience; undefined for anything else. */
export async function verifyUserToken(
  secret: string,
  token: string,
  audience: TokenAudience,
  now: Date,
): Promise<UserTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return undefined;
    const { sid, pwd } = payload;
    return {
      userId,
      ...(typeof sid === 'number' ? { sessionId: sid } : {}),
      ...(typeof pwd === 'string' ? { passwordTag: pwd } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A tag of a password hash for a token to carry: it changes with the password, and reveals none of it. */
export function passwordTagOf(secret: string, passwordHash: string): string {
  return hmac(secret, `token-password:${passwordHash}`).slice(0, 22);
}
