import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/accounts';
import { hashPassword } from '../../../src/server/security/passwords';
import { TestAgent } from './testServer';

/*
 * Photos made on the fly with sharp (no binary files in the repository), users made straight in
 * the database, and the raw tus requests a client sends.
 */

export const TUS_URL = '/api/v2/uploads';
const PASSWORD = 'correct horse battery';

/**
 * A 12×9 grid of blocks in random colours from the seed: different seeds make pictures that look
 * different to the perceptual hash, the same seed the same picture.
 */
function blocks(width: number, height: number, seed: number): Buffer {
  let state = seed * 2654435761 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 256;
  };
  const palette = Array.from({ length: 12 * 9 }, () => [random(), random(), random()]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = palette[Math.floor((y * 9) / height) * 12 + Math.floor((x * 12) / width)]!;
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return pixels;
}

export interface JpegOptions {
  width?: number;
  height?: number;
  seed?: number;
  /** EXIF DateTimeOriginal, e.g. '2024:06:01 10:30:00'. */
  takenAt?: string;
  gps?: boolean;
  orientation?: number;
}

/** A real JPEG with EXIF (date taken, GPS position, orientation) written by sharp. */
export async function jpegWithExif(options: JpegOptions = {}): Promise<Buffer> {
  const { width = 640, height = 480, seed = 0 } = options;
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Printshop Test Camera' } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt };
  if (options.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '48/1 51/1 29/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '2/1 17/1 40/1',
    };
  }
  let image = sharp(blocks(width, height, seed), { raw: { width, height, channels: 3 } });
  image = image.withExif(exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

export function sha256Hex(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * A PNG whose header claims 12000×10000 pixels (120 MP) with almost no picture data behind it:
 * what a crafted "decompression bomb" looks like to the server.
 */
export function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(12_000, 0);
  ihdr.writeUInt32BE(10_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

let userCount = 0;

/** A user made straight in the database, signed in through my/sessions as a browser would. */
export async function signedInUser(
  app: TestAgent['app'],
  db: Db,
): Promise<{ agent: TestAgent; id: number }> {
  userCount += 1;
  const email = `photographer${userCount}-${process.pid}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Pat' })
    .returning({ id: users.id });
  const agent = new TestAgent(app);
  const response = await agent.send('POST', '/api/v2/my/sessions', { email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  await agent.fetchCsrf();
  return { agent, id: row!.id };
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}

function metadataHeader(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

const tusHeaders = (agent: TestAgent, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  'x-csrf-token': agent.csrfToken ?? '',
  ...extra,
});

/** POST: opens an upload of `size` bytes; answers the response (Location on success). */
export function createUpload(agent: TestAgent, size: number, metadata: Record<string, string>) {
  return agent.request({
    method: 'POST',
    url: TUS_URL,
    headers: tusHeaders(agent, {
      'upload-length': String(size),
      'upload-metadata': metadataHeader(metadata),
    }),
  });
}

/** PATCH: sends bytes at the offset. */
export function patchUpload(agent: TestAgent, location: string, offset: number, bytes: Buffer) {
  return agent.request({
    method: 'PATCH',
    url: location,
    payload: bytes,
    headers: tusHeaders(agent, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
  });
}

export function headUpload(agent: TestAgent, location: string) {
  return agent.request({ method: 'HEAD', url: location, headers: tusHeaders(agent) });
}

/** The whole upload in one PATCH; answers the final response. */
export async function uploadPhoto(
  agent: TestAgent,
  content: Buffer,
  metadata: Partial<Record<'filename' | 'filetype' | 'sha256' | 'upload_session_id', string>> = {},
) {
  const created = await createUpload(agent, content.length, {
    filename: 'holiday.jpg',
    filetype: 'image/jpeg',
    sha256: sha256Hex(content),
    ...metadata,
  });
  if (created.statusCode !== 201) return { created, finished: created };
  const location = created.headers.location as string;
  const finished = await patchUpload(agent, location, 0, content);
  return { created, finished, location };
}
