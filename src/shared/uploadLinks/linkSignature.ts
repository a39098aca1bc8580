/**
 * The signature segment of an upload link (/mobile/upload/projects/{id}/{signature},
 * /my/friends/upload/{id}/{signature}): `{kind}.{expiry}.{mac}`.
 * - kind: `l` for a user's photo library (the id is the user's), `p` for a project.
 * - expiry: seconds since the epoch, base 36 (short, so the QR code stays small).
 * - mac: HMAC-SHA256 over `upload-link.{kind}.{id}.{expiry}`, base64url (43 characters).
 * Only the server can make or check the mac; this module only reads and writes the shape.
 */
export type UploadLinkKind = 'l' | 'p';
export type UploadLinkTarget = 'library' | 'project';

export interface UploadLinkSignature {
  kind: UploadLinkKind;
  /** Seconds since the epoch after which the link is refused. */
  expiresAtSeconds: number;
  mac: string;
}

const SHAPE = /^([lp])\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export const targetOfKind = (kind: UploadLinkKind): UploadLinkTarget =>
  kind === 'l' ? 'library' : 'project';

/** Reads a signature segment; undefined for anything not of the shape (never throws). */
export function parseUploadLinkSignature(text: string): UploadLinkSignature | undefined {
  const match = SHAPE.exec(text);
  if (!match) return undefined;
  const expiresAtSeconds = Number.parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(expiresAtSeconds)) return undefined;
  return { kind: match[1] as UploadLinkKind, expiresAtSeconds, mac: match[3]! };
}

export function formatUploadLinkSignature(signature: UploadLinkSignature): string {
  return `${signature.kind}.${signature.expiresAtSeconds.toString(36)}.${signature.mac}`;
}

/** The text the mac is computed over: everything the link promises, in one fixed order. */
export function signedText(kind: UploadLinkKind, id: number, expiresAtSeconds: number): string {
  return `upload-link.${kind}.${id}.${expiresAtSeconds.toString(36)}`;
}

/**
 * The header a guest (a phone, a photo friend) sends to the tus endpoint instead of a session
 * cookie: the upload session the link opened. Unguessable, scoped to one owner and target.
 */
export const GUEST_UPLOAD_HEADER = 'x-upload-session';
