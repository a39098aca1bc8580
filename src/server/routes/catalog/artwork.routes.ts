import type { FastifyInstance } from 'fastify';
import { artworkWidthFor } from '../../../shared/catalog/artworkWidths';
import { ArtworkRenditions } from '../../catalog/catalog/artworkRenditions';
import { artworkVersion } from '../../catalog/catalog/artworkVersion';
import { templateArtwork, themeArtwork } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { errorResponse } from '../../http/errorBody';

const ARTWORK_FILE = /^([1-9]\d{0,9})\.(svg|webp)$/;
const A_DAY = 'public, max-age=86400';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Design previews at /artwork/{themes,templates}/{id}.svg, and as webp at {id}.webp?w={width}
 * (rounded up to a rendered width). Images, not actions, so they live outside /api. A URL whose
 * `v` is the artwork's current version names one picture forever and is cached as immutable.
 */
export function registerArtworkRoutes(app: FastifyInstance, db: Db, cacheDir?: string) {
  const renditions = new ArtworkRenditions(cacheDir);
  const serve = (kind: 'themes' | 'templates', draw: (db: Db, id: number) => Promise<string>) =>
    app.get<{ Params: { file: string }; Querystring: { w?: string; v?: string } }>(
      `/artwork/${kind}/:file`,
      async (request, reply) => {
        const match = ARTWORK_FILE.exec(request.params.file);
        try {
          if (!match) throw new AppError(404, 'not_found', `No artwork at ${request.url}`);
          const svg = await draw(db, Number(match[1]));
          const current = request.query.v === artworkVersion(svg);
          reply.header('cache-control', current ? FOREVER : A_DAY);
          if (match[2] === 'svg') {
            return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
          }
          const width = artworkWidthFor(Number(request.query.w));
          const image = await renditions.webp(svg, width);
          return reply.header('content-type', 'image/webp').send(image);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const { status, body } = errorResponse(error);
          return reply.status(status).send(body);
        }
      },
    );
  serve('themes', themeArtwork);
  serve('templates', templateArtwork);
}
