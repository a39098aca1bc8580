import {
  type CropSignature,
  SIGNATURE_BYTES,
  signatureFromBytes,
} from '../../../shared/photos/cropSignature';
import { sameCropPicture } from '../../../shared/photos/cropVerify';
import { NEAR_DUPLICATE_THRESHOLD } from '../../../shared/photos/duplicates';
import type { Db } from '../../db/database';
import type { PictureHashes } from './perceptualHash';
import { hasLookalike, otherCropSignatures } from './photos.repo';

/** Differing bits of the perceptual hash up to which two photos count as the same picture. */
export const LOOKALIKE_DISTANCE = NEAR_DUPLICATE_THRESHOLD;

/**
 * Whether another ready photo of the owner shows the same picture: a crop signature that matches
 * this one's and verifies (sameCropPicture, the worker's rule: 33 hash comparisons a photo by
 * brute force, about 10 ms for 10,000 photos, and the thumbnail check for the few that match), so
 * a cropped copy is flagged on the server as in the worker; or, for a photo without a current
 * signature yet (before its rehash), a perceptual hash within LOOKALIKE_DISTANCE.
 */
export async function hasLookalikeOf(
  db: Db,
  photo: { id: number; ownerId: number },
  hashes: PictureHashes,
): Promise<boolean> {
  const unsigned = { withoutSignatureOf: SIGNATURE_BYTES };
  if (await hasLookalike(db, photo, hashes.perceptualHash, LOOKALIKE_DISTANCE, unsigned)) {
    return true;
  }
  const mine = signatureFromBytes(hashes.cropSignature);
  for (const bytes of await otherCropSignatures(db, photo)) {
    const other = decoded(bytes);
    if (other && sameCropPicture(mine, other)) return true;
  }
  return false;
}

function decoded(bytes: Uint8Array): CropSignature | undefined {
  try {
    return signatureFromBytes(bytes);
  } catch {
    return undefined; // A signature of another version: that photo's rehash will replace it.
  }
}
