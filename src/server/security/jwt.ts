import { jwtVerify, SignJWT } from 'jose';
import { hmac } from './tokens';

const ISSUER = 'printshop';

/** Audiences a token can be for: the apps (OAuth access tokens) or the embedded editor. */
export type TokenAudience = 'app' | 'editor';

/** The signing key is derived from the server secret, so every process signs and checks alike. */
function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(hmac(secret, 'jwt-signing-key'));
}

export async function signUserToken(
  secret: string,
  claims: { userId: number; audience: TokenAudience; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(claims.now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + claims.ttlSeconds) * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(claims.audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(secret));
  return { token, expiresAt };
}

/** The user id of a valid, unexpired token for that audience; undefined for anything else. */
export async function verifyUserToken(
  secret: string,
  token: string,
  audience: TokenAudience,
  now: Date,
): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : undefined;
  } catch {
    return undefined;
  }
}
