import type { FastifyInstance, FastifyReply } from 'fastify';
import * as Y from 'yjs';
import { productTypeById } from '../../../shared/catalog/productTypes';
import type { ProjectDocument } from '../../../shared/project/document';
import { yToDoc } from '../../../shared/project/yjs/binding';
import { inlinePreviewPhotos } from '../../design/previews/previewPhotos';
import { surfacePreviewSvg } from '../../design/previews/surfacePreview';
import { storedDocument } from '../../design/projects/projectContent.service';
import { projectFor } from '../../design/projects/projectLookup.service';
import type { ProjectRow } from '../../design/projects/projects.repo';
import { AppError } from '../../http/appError';
import { callerOf } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import type { DerivativeSize } from '../../media/photos/photoFiles';

/** Thumbnail width in CSS pixels: a list card at 2x. */
const THUMBNAIL_WIDTH_PX = 320;
/** Page previews: the widths a client may ask for (a phone, a desktop flip-book, at 2x). */
const PAGE_WIDTHS_PX = [480, 960, 1600] as const;
/** Drawn previews kept in memory, by project, version, page and size; the oldest goes first. */
const CACHE_ENTRIES = 100;

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

/**
 * A surface of a stored project drawn with its owner's photos (the derivative of `size`, inlined:
 * an SVG shown as an image loads nothing else), or undefined when there is no such page.
 */
async function drawnSurface(
  deps: ServerDeps,
  row: ProjectRow,
  pick: (doc: ProjectDocument) => string | undefined,
  widthPx: number,
  size: DerivativeSize,
  panel?: string,
): Promise<string | undefined> {
  const doc = documentOf(await storedDocument(deps.db, row.id));
  const surfaceId = doc && pick(doc);
  if (!doc || !surfaceId || !Object.hasOwn(doc.surfaces, surfaceId)) return undefined;
  const photos = deps.blobs
    ? await inlinePreviewPhotos({ db: deps.db, blobs: deps.blobs }, row, doc, [surfaceId], size)
    : () => undefined;
  return surfacePreviewSvg(doc, surfaceId, photos, widthPx, { idPrefix: 'preview', panel });
}

function sendSvg(reply: FastifyReply, svg: string, key: string, current: boolean) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:",
    )
    .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
    .header('etag', `"${key}"`)
    .send(svg);
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof AppError)
    return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
  throw error;
}

const notFound = () => new AppError(404, 'not_found', 'No such project.');

/**
 * GET /projects/{id}/thumbnail.svg: the project's first page, with the customer's photos, for
 * the project list, the cart line and shared links; GET /projects/{id}/pages/{surfaceId}.svg:
 * any page (or, with `panel`, one panel of it: a card's front) for the flip-book, card and
 * calendar previews. Both to whoever may view the project (`vk` carries an unlisted link's key);
 * anyone else gets the project's usual 404. Links carry `v` = the project's last change, so a
 * drawn preview is kept (here and in the browser) until the project changes.
 */
export function registerProjectThumbnails(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
): void {
  const cache = new Map<string, string>();
  const remember = (key: string, svg: string) => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, svg);
  };

  app.get<{ Params: { id: string }; Querystring: { v?: string; vk?: string } }>(
    '/projects/:id/thumbnail.svg',
    async (request, reply) => {
      const id = Number(request.params.id);
      const ctx = await requestContext(deps, secret, request, reply);
      try {
        if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
        const row = await projectFor(ctx.deps, callerOf(ctx), id, 'view', request.query.vk);
        const version = String(row.updatedAt.getTime());
        const key = `${row.id}:${version}:thumb`;
        let svg = cache.get(key);
        if (svg === undefined) {
          svg =
            (await drawnSurface(
              deps,
              row,
              (doc) => doc.surfaceOrder[0],
              THUMBNAIL_WIDTH_PX,
              'small',
            )) ?? placeholder(row.productTypeId);
          remember(key, svg);
        }
        return sendSvg(reply, svg, key, request.query.v === version);
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );

  app.get<{
    Params: { id: string; surfaceId: string };
    Querystring: { v?: string; vk?: string; w?: string; panel?: string };
  }>('/projects/:id/pages/:surfaceId.svg', async (request, reply) => {
    const id = Number(request.params.id);
    const ctx = await requestContext(deps, secret, request, reply);
    try {
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      const row = await projectFor(ctx.deps, callerOf(ctx), id, 'view', request.query.vk);
      const asked = Number(request.query.w ?? PAGE_WIDTHS_PX[1]);
      const width = PAGE_WIDTHS_PX.find((w) => w >= asked) ?? PAGE_WIDTHS_PX.at(-1)!;
      const { surfaceId } = request.params;
      const panel =
        request.query.panel && /^[a-z-]{1,40}$/.test(request.query.panel)
          ? request.query.panel
          : undefined;
      const version = String(row.updatedAt.getTime());
      const key = `${row.id}:${version}:${surfaceId}:${panel ?? ''}:${width}`;
      let svg = cache.get(key);
      if (svg === undefined) {
        svg = await drawnSurface(
          deps,
          row,
          () => surfaceId,
          width,
          width > 480 ? 'medium' : 'small',
          panel,
        );
        if (svg === undefined) throw new AppError(404, 'not_found', 'No such page.');
        remember(key, svg);
      }
      return sendSvg(reply, svg, key, request.query.v === version);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
