import sharp from 'sharp';
import * as Y from 'yjs';
import type { ProjectDocument } from '../../../shared/project/document';
import { yToDoc } from '../../../shared/project/yjs/binding';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../storage/blobStore';
import { storedDocument } from '../projects/projectContent.service';
import { findProject } from '../projects/projects.repo';
import { inlinePreviewPhotos } from './previewPhotos';
import { surfacePreviewSvg } from './surfacePreview';

/*
 * A project's first page as a PNG, for mails: mail clients show neither SVG nor pictures behind
 * a sign-in, so the order mails carry it inline (cid:). Same renderer, same photos as the
 * project list's thumbnail; rasterised by sharp with the design faces the server installs.
 */

/** Width of a mail thumbnail in pixels: shown at 160 CSS px, drawn at 2x. */
export const MAIL_THUMBNAIL_PX = 320;

function documentOf(update: Uint8Array): ProjectDocument | undefined {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, update);
    return yToDoc(ydoc);
  } catch {
    return undefined;
  } finally {
    ydoc.destroy();
  }
}

/** The PNG and its size, or undefined when the project has no design to show. */
export async function projectThumbnailPng(
  deps: { db: Db; blobs?: BlobStore },
  projectId: number,
): Promise<{ png: Buffer; width: number; height: number } | undefined> {
  const project = await findProject(deps.db, projectId);
  if (!project) return undefined;
  const doc = documentOf(await storedDocument(deps.db, projectId));
  const surfaceId = doc?.surfaceOrder[0];
  if (!doc || !surfaceId) return undefined;
  const photos = deps.blobs
    ? await inlinePreviewPhotos(
        { db: deps.db, blobs: deps.blobs },
        project,
        doc,
        [surfaceId],
        'small',
      )
    : () => undefined;
  const svg = surfacePreviewSvg(doc, surfaceId, photos, MAIL_THUMBNAIL_PX, { idPrefix: 'mail' });
  if (!svg) return undefined;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
