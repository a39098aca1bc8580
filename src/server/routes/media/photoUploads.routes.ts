import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import type { ServerErrorCode } from '../../../shared/errors';
import { GUEST_UPLOAD_HEADER } from '../../../shared/uploadLinks/linkSignature';
import { guestUploadSession } from '../../design/uploadLinks/uploadLinks.service';
import { AppError } from '../../http/appError';
import { guardRawRoute } from '../../http/rawRouteGuard';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { acceptUploadedPhoto, checkUploadSession } from '../../media/photos/photoIntake.service';
import { FileLocker } from '../../media/photos/uploadLocker';
import { registerUploadMaintenance } from '../../media/photos/uploadMaintenance';
import {
  MAX_UPLOAD_BYTES,
  readUploadMetadata,
  UploadRefused,
} from '../../media/photos/uploadRules';
import { TUS_PATH } from '../../media/photos/uploadSessions.service';
import type { BlobStore } from '../../storage/blobStore';

/** tus hands hooks its own request object; the Node request behind it says who is uploading. */
type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };
const uploaderOf = new WeakMap<IncomingMessage, number>();
const ownerOfRequest = (req: unknown) => {
  const raw = (req as TusRequest).runtime?.node?.req;
  return raw ? uploaderOf.get(raw) : undefined;
};
/** The upload session a guest's request came with (a phone or photo friend, no account). */
const guestSessionOf = new WeakMap<IncomingMessage, string>();
const guestSessionOfRequest = (req: unknown) => {
  const raw = (req as TusRequest).runtime?.node?.req;
  return raw ? guestSessionOf.get(raw) : undefined;
};

/** A refusal as tus sends it: a status and our usual error body. */
function tusError(status: number, code: ServerErrorCode, message: string, details = {}) {
  return {
    status_code: status,
    body: JSON.stringify(toWire({ error: { code, message, ...details } })),
  };
}

function sendError(reply: FastifyReply, status: number, code: ServerErrorCode, message: string) {
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
  const { uploadDir, s3Uploads } = deps;
  // Lock files live here whichever store holds the bytes (the file store would make it itself).
  mkdirSync(uploadDir, { recursive: true });
  const datastore = s3Uploads?.datastore ?? new FileStore({ directory: uploadDir });
  const removeUpload = (id: string) =>
    Promise.all([
      rm(path.join(uploadDir, id), { force: true }),
      rm(path.join(uploadDir, `${id}.json`), { force: true }),
      s3Uploads?.remove(id),
    ]);
  /**
   * A finished upload as a file on this disk, where the intake checks it and moves it into the
   * blob store: the file store's own file, or a copy streamed down from the bucket. The copy has
   * the file store's name, so crash recovery finds it the same way.
   */
  const finishedFile = async (id: string) => {
    const file = path.join(uploadDir, id);
    if (s3Uploads) await s3Uploads.download(id, file);
    return file;
  };

  registerUploadMaintenance(app, { ...deps, uploadDir });

  // A slow upload would hold a closing server open for as long as it takes (minutes on a phone).
  // Cut instead: what arrived is stored, and the client resumes from it on the next server.
  const locker = new FileLocker({ directory: uploadDir });
  const inFlight = new Set<IncomingMessage>();
  app.addHook('preClose', async () => {
    // With an error: tus ends its write on the request's 'error'.
    for (const raw of inFlight) raw.destroy(new Error('The server is shutting down.'));
  });
  // Fastify does not wait for a hijacked reply. tus lets go of an upload's lock once its bytes
  // are stored (its answer to a cut connection never completes, so that is not waited for).
  app.addHook('onClose', () => locker.whenIdle());

  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    // Lock files beside the uploads: a retried PATCH, or another process, never interleaves writes.
    locker,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    exposedHeaders: ['Photo-Id'],
    async onUploadCreate(req, upload) {
      const ownerId = ownerOfRequest(req);
      if (ownerId === undefined) throw tusError(401, 'unauthorized', 'Please sign in to upload.');
      const guestSession = guestSessionOfRequest(req);
      try {
        const metadata = readUploadMetadata(upload.metadata ?? {});
        if (guestSession === undefined) {
          await checkUploadSession(deps.db, ownerId, metadata.uploadSessionId, deps.now());
        } else if (metadata.uploadSessionId !== guestSession) {
          // A guest's key admits it to one session only (found live when the request came in):
          // its files go nowhere else.
          throw new UploadRefused(
            403,
            'upload_session_mismatch',
            'This upload belongs to another link.',
          );
        }
      } catch (error) {
        if (error instanceof UploadRefused) throw tusError(error.status, error.code, error.message);
        throw error;
      }
      // Written by the server, never taken from the client: who may resume and what becomes whose.
      return {
        metadata: {
          ...upload.metadata,
          owner_id: String(ownerId),
          guest: guestSession === undefined ? '0' : '1',
        },
      };
    },
    async onUploadFinish(_req, upload) {
      try {
        const { photoId } = await acceptUploadedPhoto(deps, {
          ownerId: Number(upload.metadata?.owner_id),
          uploadId: upload.id,
          filePath: await finishedFile(upload.id),
          size: upload.size ?? upload.offset,
          metadata: readUploadMetadata(upload.metadata ?? {}),
          byGuest: upload.metadata?.guest === '1',
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
    // Resolved first whatever the path, so a new visitor gets their session cookies with the answer.
    await requestContext(deps, secret, request, reply);
    if (request.method === 'GET') {
      return sendError(reply, 405, 'method_not_allowed', 'Uploads cannot be downloaded here.');
    }
    const guestKey = request.headers[GUEST_UPLOAD_HEADER];
    if (request.method !== 'OPTIONS' && typeof guestKey === 'string') {
      // A guest's key is no ambient credential (a page must set it), so no CSRF token is needed.
      const session = await guestUploadSession(deps, guestKey);
      if (!session) {
        return sendError(
          reply,
          410,
          'upload_session_expired',
          'This upload link has expired. Open the link again, or ask for a new one.',
        );
      }
      const id = (request.params as { '*'?: string })['*'];
      if (id && !(await isUploadOf(id, session.ownerId, session.id))) {
        return sendError(reply, 404, 'not_found', `Upload with id ${id} not found`);
      }
      uploaderOf.set(request.raw, session.ownerId);
      guestSessionOf.set(request.raw, session.id);
    } else if (request.method !== 'OPTIONS') {
      let userId: number;
      try {
        ({ userId } = await guardRawRoute(deps, secret, request, reply, {
          signIn: 'Please sign in to upload.',
        }));
      } catch (error) {
        if (error instanceof AppError)
          return sendError(reply, error.status, error.code, error.message);
        throw error;
      }
      const id = (request.params as { '*'?: string })['*'];
      if (id && !(await isUploadOf(id, userId))) {
        return sendError(reply, 404, 'not_found', `Upload with id ${id} not found`);
      }
      uploaderOf.set(request.raw, userId);
    }
    reply.hijack();
    // Fastify copied the cookies it set into its reply; a hijacked reply sends only raw headers.
    const cookies = reply.getHeader('set-cookie');
    if (cookies) reply.raw.setHeader('set-cookie', cookies as string[]);
    inFlight.add(request.raw);
    try {
      await tus.handle(request.raw, reply.raw);
    } finally {
      inFlight.delete(request.raw);
    }
  }

  /** Someone else's upload is as absent as one that never existed. */
  async function isUploadOf(id: string, userId: number, guestSession?: string): Promise<boolean> {
    try {
      const upload = await datastore.getUpload(id);
      // A guest sees only the uploads of its own session, not the owner's others.
      const sameSession =
        guestSession === undefined || upload.metadata?.upload_session_id === guestSession;
      return upload.metadata?.owner_id === String(userId) && sameSession;
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
