import { safeEqual, sha256 } from '../../security/tokens';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), RFC 7636 §4.2. */
export function s256Challenge(verifier: string): string {
  return sha256(verifier);
}

/** True when the verifier is well formed and hashes to the challenge the code was issued for. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return CODE_VERIFIER_PATTERN.test(verifier) && safeEqual(s256Challenge(verifier), challenge);
}

/** The registered redirect URI with the answer's parameters added, keeping its own query. */
export function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
