import type { FastifyInstance } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import {
  projectPersonAccess,
  readableProjectPhotos,
} from '../../design/projects/projectPhotos.service';
import { AppError } from '../../http/appError';
import { callerOf } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { derivativeKey, isDerivativeFormat, isDerivativeSize } from '../../media/photos/photoFiles';
import { findOwnedPhoto } from '../../media/photos/photos.repo';
import type { BlobStore } from '../../storage/blobStore';

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Serves a photo's derivatives at /photos/{id}/{size}.{webp|jpg}, to its owner only: anyone
 * else gets the same 404 as for a photo that does not exist. Private caching only, so a shared
 * cache never hands one person's photo to another.
 */
export function registerPhotoFileRoutes(
  app: FastifyInstance,
  deps: ServerDeps & { blobs: BlobStore },
  secret: string,
): void {
  app.get<{ Params: { id: string; file: string } }>('/photos/:id/:file', async (request, reply) => {
    const notFound = () =>
      reply
        .status(404)
        .send(toWire({ error: { code: 'not_found', message: 'This photo does not exist.' } }));
    const match = /^([a-z]+)\.([a-z]+)$/.exec(request.params.file);
    const id = Number(request.params.id);
    if (!match || !Number.isSafeInteger(id) || id <= 0) return notFound();
    const [, size = '', format = ''] = match;
    if (!isDerivativeSize(size) || !isDerivativeFormat(format)) return notFound();
    const user = (await requestContext(deps, secret, request, reply)).session.user;
    const photo = user ? await findOwnedPhoto(deps.db, user.id, id) : undefined;
    if (photo?.status !== 'ready') return notFound();
    const stream = await deps.blobs.get(derivativeKey(photo.ownerId, id, size, format));
    if (!stream) return notFound();
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(stream);
  });

  // The same derivatives seen through a project, by its owner and members (projectPhotos.service):
  // a collaborator's photo in the design shows for everyone working on it.
  app.get<{ Params: { projectId: string; id: string; file: string } }>(
    '/projects/:projectId/photos/:id/:file',
    async (request, reply) => {
      const notFound = () =>
        reply
          .status(404)
          .send(toWire({ error: { code: 'not_found', message: 'This photo does not exist.' } }));
      const match = /^([a-z]+)\.([a-z]+)$/.exec(request.params.file);
      const id = Number(request.params.id);
      const projectId = Number(request.params.projectId);
      const validId = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647;
      if (!match || !validId(id) || !validId(projectId)) return notFound();
      const [, size = '', format = ''] = match;
      if (!isDerivativeSize(size) || !isDerivativeFormat(format)) return notFound();
      const ctx = await requestContext(deps, secret, request, reply);
      if (!ctx.session.user) return notFound();
      let photo: { ownerId: number } | undefined;
      try {
        const row = await projectPersonAccess(deps, callerOf(ctx), projectId);
        [photo] = await readableProjectPhotos(deps.db, row, [id]);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return notFound();
        throw error;
      }
      if (!photo) return notFound();
      const stream = await deps.blobs.get(derivativeKey(photo.ownerId, id, size, format));
      if (!stream) return notFound();
      return (
        reply
          .header('content-type', CONTENT_TYPES[format])
          // Private and short: membership can end, and a removed member's copy should not linger.
          .header('cache-control', 'private, no-cache')
          .send(stream)
      );
    },
  );
}
