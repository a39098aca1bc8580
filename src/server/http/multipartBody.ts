import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './appError';

/*
 * Multipart bodies of the actions with `encoding: 'upload'` (the client sends them as FormData).
 * Files become Blobs (Files with their name and type) so the action's zod schema checks them like
 * any other field; big resumable uploads (photos) go through tus, not here, so limits are small.
 */

export const UPLOAD_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 1,
  fields: 50,
  fieldSize: 64 * 1024,
  parts: 51,
} as const;

// The content digest of each received file, so an idempotency key's request hash covers the bytes.
const digests = new WeakMap<Blob, string>();

/** The SHA-256 of a received upload's bytes, for hashing a request that carries it. */
export function uploadDigest(blob: Blob): string | undefined {
  return digests.get(blob);
}

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
}

function tooLarge(): AppError {
  return new AppError(
    413,
    'upload_too_large',
    `The upload is too large: one file of at most ${UPLOAD_LIMITS.fileSize / 1024 / 1024} MB.`,
  );
}

/**
 * The fields and files of a multipart request as a plain object (`name[]` fields as lists). A
 * request that is not multipart yields an empty object, so the schema reports the missing file.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return {};
  const body: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = Array.isArray(body[key]) ? (body[key] as unknown[]) : [];
      body[key] = [...list, value];
    } else body[name] = value;
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const file = new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype });
        digests.set(file, createHash('sha256').update(bytes).digest('base64url'));
        put(part.fieldname, file);
      } else {
        put(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (/FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT/.test(code)) throw tooLarge();
    if (code.startsWith('FST_')) {
      throw new AppError(400, 'invalid_upload', 'The upload could not be read. Please try again.');
    }
    throw error;
  }
  return body;
}
