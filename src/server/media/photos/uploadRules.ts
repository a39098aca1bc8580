import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ServerErrorCode } from '../../../shared/errors';
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
    readonly code: ServerErrorCode,
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

/** ISO media brands (bytes 8-12 of an `ftyp` box, and its compatible brands) of each type. */
const BRANDS: Record<string, string> = {
  avif: 'image/avif',
  avis: 'image/avif',
  heic: 'image/heic',
  heix: 'image/heic',
  hevc: 'image/heic',
  hevx: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
};

/** HEIC is HEIF holding HEVC: files and browsers name either for the other. */
const SAME_TYPE: Record<string, string> = { 'image/heic': 'image/heif' };
const canonical = (type: string) => SAME_TYPE[type] ?? type;

function isoMediaType(head: Buffer): string | undefined {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const boxEnd = Math.min(head.length, head.readUInt32BE(0));
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(head.toString('latin1', at, at + 4));
  // The most specific brand wins: an AVIF or HEIC brand says more than the generic HEIF one.
  const types = brands.map((brand) => BRANDS[brand]).filter((type) => type !== undefined);
  return types.find((type) => type !== 'image/heif') ?? types[0];
}

/**
 * The picture type the file's first bytes (its magic number) say it is, of the types the shop
 * accepts; undefined for anything else (an SVG, a script, a document), whatever its name says.
 */
export function sniffPhotoType(head: Buffer): string | undefined {
  const text = (from: number, to: number) => head.toString('latin1', from, to);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'image/gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (text(0, 4) === 'II*\0' || text(0, 4) === 'MM\0*') return 'image/tiff';
  return isoMediaType(head);
}

/** Enough of a file's start for every magic number above, the ISO brands list included. */
const HEAD_BYTES = 64;

/**
 * Refuses a file whose bytes are not the picture type it was declared as (an SVG sent as
 * image/png): what is stored and decoded is what the bytes are, never only what the name says.
 * A file that came with no picture type of its own must still be one the shop accepts.
 */
export async function checkDeclaredType(
  filePath: string,
  declared: string | undefined,
  name: string,
): Promise<string> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const actual = sniffPhotoType(head);
  if (actual === undefined) {
    throw new UploadRefused(415, 'not_an_image', `${name} is not an image we can read.`);
  }
  const said = declared?.toLowerCase();
  if (said?.startsWith('image/') && canonical(said) !== canonical(actual)) {
    throw new UploadRefused(
      415,
      'type_mismatch',
      `${name} says it is ${said} but its contents are ${actual}. Upload the original file.`,
    );
  }
  return actual;
}
