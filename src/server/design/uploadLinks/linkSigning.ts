import {
  formatUploadLinkSignature,
  parseUploadLinkSignature,
  signedText,
  type UploadLinkKind,
} from '../../../shared/uploadLinks/linkSignature';
import { hmac, safeEqual } from '../../security/tokens';

/**
 * The key upload links are signed with, derived from the server secret so a mac made for one
 * purpose (a session, a link) is never valid for another.
 */
export const uploadLinkKey = (serverSecret: string) => hmac(serverSecret, 'upload-links/v1');

export interface UploadLinkClaim {
  kind: UploadLinkKind;
  id: number;
  expiresAt: Date;
}

export type LinkCheck =
  | { ok: true; kind: UploadLinkKind; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

export function signUploadLink(key: string, claim: UploadLinkClaim): string {
  const expiresAtSeconds = Math.ceil(claim.expiresAt.getTime() / 1000);
  const mac = hmac(key, signedText(claim.kind, claim.id, expiresAtSeconds));
  return formatUploadLinkSignature({ kind: claim.kind, expiresAtSeconds, mac });
}

/**
 * Checks a link's signature for this id. The mac is checked before the expiry, so a forged
 * link is always 'invalid' and only a genuine old one is 'expired'.
 */
export function checkUploadLink(key: string, id: number, signature: string, now: Date): LinkCheck {
  const parsed = parseUploadLinkSignature(signature);
  if (!parsed) return { ok: false, reason: 'invalid' };
  const expected = hmac(key, signedText(parsed.kind, id, parsed.expiresAtSeconds));
  if (!safeEqual(expected, parsed.mac)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(parsed.expiresAtSeconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, kind: parsed.kind, expiresAt };
}
