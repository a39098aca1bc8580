import type { FastifyInstance } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import type { BlobStore } from '../../storage/blobStore';
import { derivativeKey, isDerivativeFormat, isDerivativeSize } from './photoFiles';
import { findOwnedPhoto } from './photos.repo';

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
}
