import type { FastifyInstance } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import { PhotoSourceNotFoundError } from '../../../shared/catalog/photoSourceErrors';
import { photoSourceByPath } from '../../../shared/catalog/photoSources';
import { errorResponse } from '../../http/errorBody';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { withSource } from '../../media/photoSources/sourceCalls';
import { THUMBNAIL_PATH, thumbnailRefSigned } from '../../media/photoSources/thumbnailRefs';

/** A preview is a few dozen kilobytes; anything far bigger is not what we asked for. */
const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/**
 * Serves a source photo's preview through the shop: the page never needs the source's address
 * (so the CSP stays `img-src 'self'`) nor its token (the proxy adds it where the API wants one).
 */
export function registerPhotoSourceThumbnails(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
): void {
  app.get<{ Params: { path: string }; Querystring: { ref?: string; sig?: string } }>(
    `${THUMBNAIL_PATH}/:path`,
    async (request, reply) => {
      const notFound = () =>
        reply
          .status(404)
          .send(toWire({ error: { code: 'not_found', message: 'This preview does not exist.' } }));
      const ctx = await requestContext(deps, secret, request, reply);
      const user = ctx.session.user;
      const { ref, sig } = request.query;
      if (!user || !ref || !sig) return notFound();
      let source: ReturnType<typeof photoSourceByPath>;
      try {
        source = photoSourceByPath(request.params.path);
      } catch (error) {
        if (error instanceof PhotoSourceNotFoundError) return notFound();
        throw error;
      }
      if (!thumbnailRefSigned(secret, user.id, source.id, ref, sig)) return notFound();
      try {
        const file = await withSource(ctx.deps, user.id, source, (importer) =>
          importer.thumbnail(ref),
        );
        const type = file.mimeType ?? '';
        if (!type.startsWith('image/') || (file.size ?? 0) > MAX_THUMBNAIL_BYTES) {
          file.body.destroy();
          return reply
            .status(502)
            .send(
              toWire({ error: { code: 'source_error', message: 'The source sent no picture.' } }),
            );
        }
        return reply
          .header('content-type', type)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      } catch (error) {
        const { status, body } = errorResponse(error);
        return reply.status(status).send(toWire(body));
      }
    },
  );
}
