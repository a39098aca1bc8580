import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { isAcceptedPhotoType } from '../../../shared/photos/photoTypes';

/** The largest photo accepted: generous for a camera JPEG, and a bound on disk and decode time. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Decoding more than this many pixels would take seconds and gigabytes of memory. */
export const MAX_PIXELS = 100_000_000;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** An upload the shop will not keep, with the reason the person sees. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface UploadMetadata {
  filename: string;
  filetype: string;
  sha256: string;
  uploadSessionId?: string;
}

/** Reads the tus metadata the client sends with a new upload, refusing what cannot become a photo. */
export function readUploadMetadata(
  metadata: Record<string, string | null | undefined>,
): UploadMetadata {
  const filename = metadata.filename?.trim();
  const filetype = metadata.filetype?.trim().toLowerCase();
  const sha256 = metadata.sha256?.trim().toLowerCase();
  if (!filename || filename.length > 255) {
    throw new UploadRefused(
      400,
      'invalid_metadata',
      'Send the file name (filename) with the upload.',
    );
  }
  if (!filetype || !isAcceptedPhotoType(filetype)) {
    throw new UploadRefused(
      415,
      'unsupported_type',
      `${filename} is not a photo we can use. Upload JPEG, PNG, WebP, GIF, TIFF, AVIF or HEIC images.`,
    );
  }
  if (!sha256 || !SHA256_HEX.test(sha256)) {
    throw new UploadRefused(
      400,
      'invalid_metadata',
      'Send the SHA-256 of the file (sha256, 64 hex digits) with the upload.',
    );
  }
  return {
    filename,
    filetype,
    sha256,
    uploadSessionId: metadata.upload_session_id?.trim() || undefined,
  };
}

export async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

export function sha256OfBuffer(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
