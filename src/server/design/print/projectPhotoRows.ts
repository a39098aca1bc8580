import type { ProjectDocument } from '../../../shared/project/document';
import { libraryPhotoId, photoIdsInDocument } from '../../../shared/project/photoIds';
import type { Db } from '../../db/database';
import type { PhotoStatus } from '../../db/schema/photos';
import { readableProjectPhotos } from '../projects/projectPhotos.service';
import type { ProjectRow } from '../projects/projects.repo';
import { photosByIds } from './print.repo';

/**
 * The stored photos of `ids` that a project's design may show in its print file, its proof, its
 * previews and its preflight. It is the project's one photo rule (projectPhotos.service): a ready
 * photo of the owner or of a current member, in the project's tray or placed in its design, so a
 * collaborator's placed photo prints like the owner's own. Anyone else's photo id pasted into a
 * document finds nothing here: it shows as missing and never prints.
 */
export async function projectPhotoRows(
  db: Db,
  project: ProjectRow,
  ids: readonly number[],
  statuses: readonly PhotoStatus[] = ['ready'],
) {
  if (!ids.length) return [];
  const readable = new Set(
    (await readableProjectPhotos(db, project, ids, statuses)).map((p) => p.id),
  );
  if (!readable.size) return [];
  const rows = await photosByIds(db, [...readable]);
  return rows.filter((row) => readable.has(row.id) && statuses.includes(row.status));
}

/**
 * The library photos a document names, by the project's one rule (photoIdsInDocument): its photo
 * slots and backgrounds, and a photo-prints order's or a reel's list, which name photos no slot
 * may hold. A sample or template photo names no library record.
 */
export function documentLibraryPhotoIds(
  doc: Pick<ProjectDocument, 'elements'> & { options?: Partial<ProjectDocument['options']> },
): number[] {
  return [...photoIdsInDocument(doc)].flatMap((id) => libraryPhotoId(id) ?? []);
}
