import { buffer } from 'node:stream/consumers';
import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver, ResolvedPhoto } from '../../../shared/render/context';
import type { Db } from '../../db/database';
import { type DerivativeSize, derivativeKey } from '../../media/photos/photoFiles';
import type { BlobStore } from '../../storage/blobStore';
import { projectPhotoRows } from '../print/projectPhotoRows';
import type { ProjectRow } from '../projects/projects.repo';

/*
 * The customer's photos in a server-drawn preview. An SVG shown as an image (a list card, a
 * flip-book page, a mail) loads nothing outside itself, so each photo goes in as a data URL of
 * the photo's derivative at the size the preview needs. Photos are found by the project's photo
 * rule, as the print file finds them (print/projectPhotoRows): the owner's and current members'
 * ready photos; a document naming a stranger's photo id shows an empty slot.
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

/** Reads the project's photos these surfaces show, as data URLs, and resolves ids to them. */
export async function inlinePreviewPhotos(
  deps: PreviewPhotoDeps,
  project: ProjectRow,
  doc: ProjectDocument,
  surfaceIds: readonly string[],
  size: DerivativeSize,
): Promise<PhotoResolver> {
  const rows = await projectPhotoRows(deps.db, project, photoIdsOn(doc, surfaceIds));
  const found = new Map<string, ResolvedPhoto>();
  await Promise.all(
    rows.map(async (row) => {
      for (const candidate of FALLBACK[size]) {
        const width = row.widths[candidate];
        const height = row.heights[candidate];
        if (!width || !height) continue;
        const stream = await deps.blobs.get(derivativeKey(row.ownerId, row.id, candidate, 'jpg'));
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
