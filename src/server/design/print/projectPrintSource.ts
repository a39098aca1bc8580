import { buffer } from 'node:stream/consumers';
import * as Y from 'yjs';
import type { ProjectDocument } from '../../../shared/project/document';
import { yToDoc } from '../../../shared/project/yjs/binding';
import type { Db } from '../../db/database';
import { derivativeKey } from '../../media/photos/photoFiles';
import type { BlobStore } from '../../storage/blobStore';
import { storedDocument } from '../projects/projectContent.service';
import type { ProjectRow } from '../projects/projects.repo';
import { documentLibraryPhotoIds, projectPhotoRows } from './projectPhotoRows';
import { PrintInputError, type PrintPhotos } from './writePrintFile';

/*
 * A stored project as the print file reads it: its current document (the Yjs snapshot and the
 * updates after it) and its people's photos, by the ids the document names.
 */

/** The project's current design, read out of its stored Yjs state and validated. */
export async function currentProjectDocument(db: Db, projectId: number): Promise<ProjectDocument> {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, await storedDocument(db, projectId));
    return yToDoc(ydoc);
  } catch (error) {
    throw new PrintInputError(
      `Project ${projectId} has no complete design to print (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    ydoc.destroy();
  }
}

/**
 * The photos a document names, sizes read up front (small rows), bytes opened one at a time.
 * Found by the project's photo rule (projectPhotoRows): the owner's and current members' ready
 * photos, so a collaborator's placed photo prints, and a document can never pull in a
 * stranger's picture. A photo linked from a source without an uploaded original prints from its
 * largest derivative, which is also what proofs read (openSmall); derivatives are kept under
 * the photo's own owner, who may be a member rather than the project's owner.
 */
export async function projectPrintPhotos(
  db: Db,
  blobs: BlobStore,
  project: ProjectRow,
  doc: ProjectDocument,
): Promise<PrintPhotos> {
  const rows = await projectPhotoRows(db, project, documentLibraryPhotoIds(doc));
  const usable = new Map(
    rows
      .map((row) => {
        const large = {
          key: derivativeKey(row.ownerId, row.id, 'large', 'jpg'),
          width: row.widths.large ?? 0,
          height: row.heights.large ?? 0,
        };
        const original =
          row.blobKey && row.width > 0 && row.height > 0
            ? { key: row.blobKey, width: row.width, height: row.height }
            : large;
        return [String(row.id), { original, large }] as const;
      })
      .filter(([, photo]) => photo.original.width > 0 && photo.original.height > 0),
  );
  const read = async (key: string) => {
    const stream = await blobs.get(key);
    return stream && buffer(stream);
  };
  return {
    size(photoId) {
      const photo = usable.get(photoId)?.original;
      return photo && { width: photo.width, height: photo.height };
    },
    async open(photoId) {
      const photo = usable.get(photoId);
      const bytes = photo && (await read(photo.original.key));
      if (!bytes) throw new Error(`The file of photo ${photoId} is missing from the store`);
      return bytes;
    },
    async openSmall(photoId) {
      const large = usable.get(photoId)?.large;
      if (!large?.width || !large.height) return undefined;
      const bytes = await read(large.key);
      return bytes && { source: bytes, width: large.width, height: large.height };
    },
  };
}
