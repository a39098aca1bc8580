import { CURRENT_SCHEMA_VERSION } from '../../../shared/project/document';
import { libraryPhotoId } from '../../../shared/project/photoIds';
import { NEWER_SHOP_MESSAGE } from '../../../shared/project/yjs/documentVersion';
import { judgeUpdate } from '../../../shared/project/yjs/updateCheck';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/appError';
import { existingPhotoIdsAmong, ownPhotoIdsAmong } from '../../media/photos/photos.service';
import { refuseRepricingUpdate } from './orderedDesignPrice.service';
import { type ProjectCaller, type ProjectForAccess, projectAccess } from './projectAccess';
import { storedDocument } from './projectContent.service';
import { EMPTY_UPDATE } from './projectDocument';
import * as repo from './projects.repo';

/*
 * The one check of a design update before it is stored, over HTTP and on the live channel
 * (updateCheck.ts judges the design the update leaves). Photos: a design may name a photo only
 * when it is one of the project's photos, or the caller's own, which placing makes one of the
 * project's photos (shared with its people, as a photo friend's upload is). Anyone else's photo
 * id is refused, as is an id that names no photo: whose it is stays unsaid.
 */

/** An update let in, and the caller's own photos it places, to take into the project. */
export interface AdmittedUpdate {
  takesInPhotoIds: number[];
}

/**
 * Judges `update` as the caller would store it; throws the refusal (the design unchanged).
 * `schemaVersion` is the document version the caller's device writes: devices that do not say
 * run the code from before it was asked, which writes version 1.
 */
export async function admitUpdate(
  db: Db,
  project: ProjectForAccess & { id: number },
  caller: ProjectCaller,
  update: Uint8Array,
  schemaVersion = 1,
): Promise<AdmittedUpdate> {
  const contributor = !projectAccess(caller, project, 'edit').allowed;
  const verdict = judgeUpdate(await storedDocument(db, project.id), update, {
    contributor,
    schemaVersion,
  });
  if (!verdict.ok) throw refusalOf(verdict);
  await refuseRepricingUpdate(db, project.id, update);
  const named = verdict.newPhotoIds.flatMap((id) => libraryPhotoId(id) ?? []);
  if (named.length === 0) return { takesInPhotoIds: [] };
  const inProject = new Set(await repo.trayPhotoIdsAmong(db, project.id, named));
  return {
    takesInPhotoIds: await ownOrRefused(
      db,
      caller.userId,
      named.filter((id) => !inProject.has(id)),
      caller.userId === project.ownerId,
    ),
  };
}

/**
 * The design a project is created with, judged as any later update is: it must read, and name
 * only the creator's own photos, which become the project's. Returns those photos' ids.
 */
export async function admitFirstDesign(
  db: Db,
  ownerId: number,
  update: Uint8Array,
): Promise<number[]> {
  // Nothing stored yet for an older device to write over.
  const verdict = judgeUpdate(EMPTY_UPDATE, update, {
    contributor: false,
    schemaVersion: CURRENT_SCHEMA_VERSION,
  });
  if (!verdict.ok) throw refusalOf(verdict);
  const named = verdict.newPhotoIds.flatMap((id) => libraryPhotoId(id) ?? []);
  return ownOrRefused(db, ownerId, named, true);
}

/**
 * The caller's own photos among `ids`, when every id is theirs; else the refusal, naming the first
 * that is not. The project's owner may also name ids that name no photo yet (a library record
 * the device holds that the server never had, drawn as missing): whatever photo such an id comes
 * to name is the owner's own. Anyone else naming one is refused, or they could plant the ids the
 * owner's next uploads will take.
 */
async function ownOrRefused(
  db: Db,
  userId: number | undefined,
  ids: number[],
  isOwner: boolean,
): Promise<number[]> {
  if (ids.length === 0) return ids;
  const own = new Set(userId ? await ownPhotoIdsAmong(db, userId, ids) : []);
  const notOwn = ids.filter((id) => !own.has(id));
  const named = new Set(isOwner && notOwn.length ? await existingPhotoIdsAmong(db, notOwn) : []);
  const foreign = notOwn.find((id) => !isOwner || named.has(id));
  if (foreign !== undefined) {
    throw new AppError(
      403,
      'photo_not_in_project',
      `Photo ${foreign} is neither yours nor one of this project's photos, so the change was not saved. Place photos from your own library or from the project's photos.`,
    );
  }
  return ids.filter((id) => own.has(id));
}

function refusalOf(verdict: Extract<ReturnType<typeof judgeUpdate>, { ok: false }>): AppError {
  if (verdict.refusal === 'contribution') {
    return new AppError(
      403,
      'contribution_refused',
      `As a contributor you can add photos and pages, but not change the rest (${verdict.why}).`,
    );
  }
  if (verdict.refusal === 'outdated') {
    // Typed, so a device stops writing and asks its person to reload (syncClient.ts).
    return new AppError(409, 'client_outdated', NEWER_SHOP_MESSAGE);
  }
  if (verdict.refusal === 'invalid') {
    return new AppError(
      422,
      'design_invalid',
      `This change would break the design (${verdict.why}), so it was not saved. Reload the design and make the change again.`,
    );
  }
  return badRequest('invalid_update', 'The design update could not be read.', {
    update: ['Send a Yjs update.'],
  });
}

/** Takes the caller's own photos an admitted update places into the project's photos. */
export async function takeInPlacedPhotos(
  db: Db,
  projectId: number,
  admitted: AdmittedUpdate,
  at: Date,
): Promise<void> {
  await repo.addProjectPhotos(db, projectId, admitted.takesInPhotoIds, at);
}
