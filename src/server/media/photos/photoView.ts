import type { ActionOutput } from '../../../shared/api/actionTable';
import { encodeSignature, signatureFromBytes } from '../../../shared/photos/cropSignature';
import type { PhotoRow } from './photos.repo';

export type Photo = ActionOutput<'my/photos/{id}'>;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The stored signed bigint as the unsigned 16-digit hex the client's photo index reads. */
export function perceptualHashHex(hash: bigint): string {
  return BigInt.asUintN(64, hash).toString(16).padStart(16, '0');
}

/** The stored signature as the API's base64; left out when it is not one this version reads. */
function cropSignatureText(bytes: Uint8Array | null): string | undefined {
  if (!bytes) return undefined;
  try {
    return encodeSignature(signatureFromBytes(bytes));
  } catch {
    return undefined;
  }
}

/** The row as the API shows it (spec §3 indexed fields); empty optional columns left out. */
export function toPhoto(row: PhotoRow, albumIds: number[]): Photo {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString(),
    albumIds,
    urls: row.urls,
    widths: row.widths,
    heights: row.heights,
    sourceId: row.sourceId,
    externalId: row.externalId ?? undefined,
    focusRelativeX: row.focusRelativeX ?? undefined,
    focusRelativeY: row.focusRelativeY ?? undefined,
    isOriginalUploaded: row.isOriginalUploaded,
    isDuplicate: row.isDuplicate,
    isGeoTagged: row.isGeoTagged,
    creatorId: row.creatorId ?? undefined,
    // Left out rather than trusted when malformed: one odd row must not fail a whole page.
    contentHash: row.contentHash && SHA256_HEX.test(row.contentHash) ? row.contentHash : undefined,
    perceptualHash: row.perceptualHash === null ? undefined : perceptualHashHex(row.perceptualHash),
    cropSignature: cropSignatureText(row.cropSignature),
  };
}
