import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { errorResponse } from '../../http/errorBody';
import { templateArtwork, themeArtwork } from './catalog.service';

const SVG_FILE = /^([1-9]\d{0,9})\.svg$/;

/**
 * Design previews as image/svg+xml at /artwork/themes/{id}.svg and /artwork/templates/{id}.svg:
 * images, not actions, so they live outside /api. The catalogue is static, so a day's caching.
 */
export function registerArtworkRoutes(app: FastifyInstance, db: Db) {
  const serve = (kind: 'themes' | 'templates', draw: (db: Db, id: number) => Promise<string>) =>
    app.get<{ Params: { file: string } }>(`/artwork/${kind}/:file`, async (request, reply) => {
      const match = SVG_FILE.exec(request.params.file);
      try {
        if (!match) throw new AppError(404, 'not_found', `No artwork at ${request.url}`);
        const svg = await draw(db, Number(match[1]));
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const { status, body } = errorResponse(error);
        return reply.status(status).send(body);
      }
    });
  serve('themes', themeArtwork);
  serve('templates', templateArtwork);
}
