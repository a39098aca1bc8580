import { buffer } from 'node:stream/consumers';
import type { ProjectDocument } from '../../shared/project/document';
import type { PhotoResolver, ResolvedPhoto } from '../../shared/render/context';
import type { Db } from '../db/database';
import { type DerivativeSize, derivativeKey } from '../modules/photos/photoFiles';
import { photosByIds } from '../print/print.repo';
import type { BlobStore } from '../storage/blobStore';

/*
 * The customer's photos in a server-drawn preview. An SVG shown as an image (a list card, a
 * flip-book page, a mail) loads nothing outside itself, so each photo goes in as a data URL of
 * the owner's derivative at the size the preview needs. Only the project owner's ready photos
 * are found: a document naming someone else's photo id shows an empty slot.
 */

/** The derivative a preview reads first, then the next larger ones the photo may have. */
const FALLBACK: Record<DerivativeSize, DerivativeSize[]> = {
  small: ['small', 'medium', 'large'],
  medium: ['medium', 'large', 'small'],
  large: ['large', 'medium', 'small'],
};

/** Photo ids (stored, numeric) shown on these surfaces, in slots and photo backgrounds. */
export function photoIdsOn(doc: ProjectDocument, surfaceIds: readonly string[]): number[] {
  const ids = new Set<number>();
  const add = (id: string | undefined) => {
    if (id && /^[1-9]\d{0,9}$/.test(id)) ids.add(Number(id));
  };
  const visit = (surfaceId: string) => {
    const surface = doc.surfaces[surfaceId];
    for (const elementId of surface?.elementIds ?? []) {
      const element = doc.elements[elementId];
      if (element?.type === 'photoSlot') add(element.photoId);
      if (element?.type === 'background' && element.fill.kind === 'photo')
        add(element.fill.photoId);
    }
    // A label sheet repeats its label: the label's photos show on the sheet.
    for (const feature of surface?.features ?? [])
      if (feature.kind === 'labelSheet' && feature.labelSurfaceId !== surfaceId)
        visit(feature.labelSurfaceId);
  };
  for (const id of surfaceIds) visit(id);
  return [...ids];
}

export interface PreviewPhotoDeps {
  db: Db;
  blobs: BlobStore;
}

/** Reads the owner's photos these surfaces show, as data URLs, and resolves ids to them. */
export async function inlinePreviewPhotos(
  deps: PreviewPhotoDeps,
  ownerId: number,
  doc: ProjectDocument,
  surfaceIds: readonly string[],
  size: DerivativeSize,
): Promise<PhotoResolver> {
  const rows = (await photosByIds(deps.db, photoIdsOn(doc, surfaceIds))).filter(
    (row) => row.ownerId === ownerId && row.status === 'ready',
  );
  const found = new Map<string, ResolvedPhoto>();
  await Promise.all(
    rows.map(async (row) => {
      for (const candidate of FALLBACK[size]) {
        const width = row.widths[candidate];
        const height = row.heights[candidate];
        if (!width || !height) continue;
        const stream = await deps.blobs.get(derivativeKey(ownerId, row.id, candidate, 'jpg'));
        if (!stream) continue;
        const bytes = await buffer(stream);
        found.set(String(row.id), {
          url: `data:image/jpeg;base64,${bytes.toString('base64')}`,
          width,
          height,
        });
        return;
      }
    }),
  );
  return (photoId) => found.get(photoId);
}
