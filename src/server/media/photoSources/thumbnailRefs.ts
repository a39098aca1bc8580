import { hmac, safeEqual } from '../../security/tokens';

export const THUMBNAIL_PATH = '/~/photo-source-thumbnails';

const signatureOf = (secret: string, userId: number, sourceId: number, ref: string) =>
  hmac(secret, `photo-source-thumbnail:${userId}:${sourceId}:${ref}`);

/**
 * Our address for a source photo's preview. The ref (a source URL or path) is signed for this
 * user, so the proxy only ever fetches what the source itself listed for them: no open proxy.
 */
export function thumbnailUrl(
  secret: string,
  userId: number,
  source: { id: number; path: string },
  ref: string,
): string {
  const query = new URLSearchParams({ ref, sig: signatureOf(secret, userId, source.id, ref) });
  return `${THUMBNAIL_PATH}/${source.path}?${query}`;
}

export function thumbnailRefSigned(
  secret: string,
  userId: number,
  sourceId: number,
  ref: string,
  signature: string,
): boolean {
  return safeEqual(signature, signatureOf(secret, userId, sourceId, ref));
}
