import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { safeEqual } from '../../security/tokens';
import type { BlobStore } from '../../storage/blobStore';
import { acceptUploadedPhoto, checkUploadSession } from './photoIntake';
import { MAX_UPLOAD_BYTES, readUploadMetadata, UploadRefused } from './uploadRules';
import { TUS_PATH } from './uploadSessions.service';

/** tus hands hooks its own request object; the Node request behind it says who is uploading. */
type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };
const uploaderOf = new WeakMap<IncomingMessage, number>();
const ownerOfRequest = (req: unknown) => {
  const raw = (req as TusRequest).runtime?.node?.req;
  return raw ? uploaderOf.get(raw) : undefined;
};

/** A refusal as tus sends it: a status and our usual error body. */
function tusError(status: number, code: string, message: string, details = {}) {
  return {
    status_code: status,
    body: JSON.stringify(toWire({ error: { code, message, ...details } })),
  };
}

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  // A HEAD answer has no body, so it must not announce a JSON one either.
  if (reply.request.method === 'HEAD') return reply.status(status).send();
  return reply.status(status).send(toWire({ error: { code, message } }));
}

/**
 * The resumable upload endpoint (tus 1.0) at /api/v2/uploads/. Parts of a file arrive as PATCH
 * requests at the offset the server reports, so a dropped connection resumes at the last byte
 * stored. The signed-in owner is checked on every request; each finished upload becomes a photo.
 */
export function registerPhotoUploads(
  app: FastifyInstance,
  deps: ServerDeps & { blobs: BlobStore; uploadDir: string },
  secret: string,
): void {
  const uploadDir = deps.uploadDir;
  const datastore = new FileStore({ directory: uploadDir });
  const removeUpload = (id: string) =>
    Promise.all([
      rm(path.join(uploadDir, id), { force: true }),
      rm(path.join(uploadDir, `${id}.json`), { force: true }),
    ]);

  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    exposedHeaders: ['Photo-Id'],
    async onUploadCreate(req, upload) {
      const ownerId = ownerOfRequest(req);
      if (ownerId === undefined) throw tusError(401, 'unauthorized', 'Please sign in to upload.');
      try {
        const metadata = readUploadMetadata(upload.metadata ?? {});
        await checkUploadSession(deps.db, ownerId, metadata.uploadSessionId, deps.now());
      } catch (error) {
        if (error instanceof UploadRefused) throw tusError(error.status, error.code, error.message);
        throw error;
      }
      // Written by the server, never taken from the client: who may resume and what becomes whose.
      return { metadata: { ...upload.metadata, owner_id: String(ownerId) } };
    },
    async onUploadFinish(_req, upload) {
      try {
        const { photoId } = await acceptUploadedPhoto(deps, {
          ownerId: Number(upload.metadata?.owner_id),
          uploadId: upload.id,
          filePath: path.join(uploadDir, upload.id),
          size: upload.size ?? upload.offset,
          metadata: readUploadMetadata(upload.metadata ?? {}),
        });
        await removeUpload(upload.id);
        return { headers: { 'Photo-Id': photoId } };
      } catch (error) {
        // Whatever was refused leaves nothing behind: no row, no blob, no upload file.
        await removeUpload(upload.id);
        if (error instanceof UploadRefused) {
          throw tusError(error.status, error.code, error.message, error.details);
        }
        throw error;
      }
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const ctx = await requestContext(deps, secret, request, reply);
    const user = ctx.session.user;
    if (request.method === 'GET') {
      return sendError(reply, 405, 'method_not_allowed', 'Uploads cannot be downloaded here.');
    }
    if (request.method !== 'OPTIONS') {
      if (!user) return sendError(reply, 401, 'unauthorized', 'Please sign in to upload.');
      // The cookie rides along on any request; the token proves the page is ours.
      const sent = request.headers['x-csrf-token'];
      const needsCsrf = request.method !== 'HEAD' && !ctx.session.bearer;
      if (needsCsrf && (typeof sent !== 'string' || !safeEqual(sent, ctx.session.csrfToken))) {
        return sendError(
          reply,
          403,
          'csrf_invalid',
          'Your session has expired. Please reload the page and try again.',
        );
      }
      const id = (request.params as { '*'?: string })['*'];
      if (id && !(await isUploadOf(id, user.id))) {
        return sendError(reply, 404, 'not_found', `Upload with id ${id} not found`);
      }
      uploaderOf.set(request.raw, user.id);
    }
    reply.hijack();
    // Fastify copied the cookies it set into its reply; a hijacked reply sends only raw headers.
    const cookies = reply.getHeader('set-cookie');
    if (cookies) reply.raw.setHeader('set-cookie', cookies as string[]);
    await tus.handle(request.raw, reply.raw);
  }

  /** Someone else's upload is as absent as one that never existed. */
  async function isUploadOf(id: string, userId: number): Promise<boolean> {
    try {
      const upload = await datastore.getUpload(id);
      return upload.metadata?.owner_id === String(userId);
    } catch {
      return true; // Unknown id: tus answers its own 404.
    }
  }

  // tus streams the body itself; Fastify must not read it.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'],
      url: TUS_PATH,
      handler: handle,
    });
    scope.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'],
      url: `${TUS_PATH}/*`,
      handler: handle,
    });
  });
}
