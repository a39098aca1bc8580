import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { productTypeById } from '../../../shared/catalog/productTypes';
import type { ProjectDocument } from '../../../shared/project/document';
import { yToDoc } from '../../../shared/project/yjs/binding';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import { AppError } from '../../http/appError';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import { storedDocument } from './projectContent';
import { projectFor } from './projectLookup';

/** Thumbnail width in CSS pixels: a list card at 2x. */
const THUMBNAIL_WIDTH_PX = 320;
/** Drawn thumbnails kept in memory, by project and version; the oldest is dropped first. */
const CACHE_ENTRIES = 500;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a project with no design yet shows: its product's name on a plain card. */
function placeholder(productTypeId: number): string {
  const label = escapeXml(productTypeById(productTypeId)?.name ?? 'Project');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240"><rect width="320" height="240" fill="#f3efe8"/><text x="160" y="128" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#6b6258">${label}</text></svg>`;
}

function documentOf(merged: Uint8Array): ProjectDocument | undefined {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, merged);
    return yToDoc(ydoc);
  } catch {
    return undefined;
  } finally {
    ydoc.destroy();
  }
}

/** The first surface through the one renderer, sized for a list card. Photos are drawn as their empty slots: an SVG shown as an image loads nothing else. */
function firstSurfaceSvg(doc: ProjectDocument): string | undefined {
  const surfaceId = doc.surfaceOrder[0];
  const surface = surfaceId ? doc.surfaces[surfaceId] : undefined;
  if (!surfaceId || !surface) return undefined;
  const node = renderSurface(doc, surfaceId, {
    mode: 'preview',
    photos: () => undefined,
    idPrefix: 'thumb',
  });
  node.attrs.width = String(THUMBNAIL_WIDTH_PX);
  node.attrs.height = String(Math.round((THUMBNAIL_WIDTH_PX * surface.height) / surface.width));
  return svgToString(node);
}

/**
 * GET /projects/{id}/thumbnail.svg: the project's first page for the project list and shared
 * links, to whoever may view the project (`vk` carries an unlisted link's key); anyone else gets
 * the project's usual 404. The list links it with `v` = the project's last change, so a drawn
 * thumbnail is kept (here and in the browser) until the project changes.
 */
export function registerProjectThumbnails(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
): void {
  const cache = new Map<string, string>();
  app.get<{ Params: { id: string }; Querystring: { v?: string; vk?: string } }>(
    '/projects/:id/thumbnail.svg',
    async (request, reply) => {
      const id = Number(request.params.id);
      const ctx = await requestContext(deps, secret, request, reply);
      try {
        if (!Number.isSafeInteger(id) || id <= 0)
          throw new AppError(404, 'not_found', 'No such project.');
        const row = await projectFor(ctx, id, 'view', request.query.vk);
        const version = String(row.updatedAt.getTime());
        const key = `${row.id}:${version}`;
        let svg = cache.get(key);
        if (svg === undefined) {
          const doc = documentOf(await storedDocument(deps.db, row.id));
          svg = (doc && firstSurfaceSvg(doc)) ?? placeholder(row.productTypeId);
          if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
          cache.set(key, svg);
        }
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header(
            'cache-control',
            request.query.v === version
              ? 'private, max-age=31536000, immutable'
              : 'private, no-cache',
          )
          .header('etag', `"${key}"`)
          .send(svg);
      } catch (error) {
        if (error instanceof AppError)
          return reply
            .status(error.status)
            .send({ error: { code: error.code, message: error.message } });
        throw error;
      }
    },
  );
}
