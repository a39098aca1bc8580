import type { ActionOutput } from '../../../shared/api/actionTable';
import { autofillProject } from '../../../shared/project/autofill/autofill';
import { autofillPhotoFrom } from '../../../shared/project/autofill/autofillPhoto';
import { fillFrontCover } from '../../../shared/project/autofill/frontCover';
import type { ProjectDocument } from '../../../shared/project/document';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { badRequest, conflict } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { ownedPhotosForLayout } from '../../media/photos/photoLayout.service';
import { checkOwnPhotoIds } from '../../media/photos/photos.service';
import { PROJECTS_SIGN_IN, projectFor } from '../projects/projectLookup.service';
import { updateProjectSettings } from '../projects/projects.service';
import { projectPhotoIds } from '../projects/projectTray.service';
import { loadDesign, storeDesign, templateDocumentFor, templateSourceFor } from './creationDesign';
import { photoIdsOnSurface, photoResolver, surfacesAsSvg } from './pagePreview';
import { pageIndexIn, pageSelectorOf } from './pageSelector';

/*
 * The creation calls: autofill and previews for clients other than the editor (which runs the
 * same shared functions in its worker). Only a project's owner fills or previews it: projects
 * are found through the projects module's one access rule, so anyone else gets its 404.
 */

type CreationDeps = Pick<ServerDeps, 'db' | 'now' | 'designRelay'>;

/** The caller's photos among `ids`, in the order given; someone else's photo is a 404. */
async function photosOf(db: Db, ownerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await checkOwnPhotoIds(db, ownerId, unique);
  const rows = await ownedPhotosForLayout(db, ownerId, unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

/** What autofill reads of the photos; ones still being processed (no size yet) are left out. */
const forAutofill = (rows: readonly PhotoRow[]) =>
  rows.flatMap((row) => {
    const photo = autofillPhotoFrom({ ...row, takenAt: row.takenAt?.toISOString() });
    return photo ? [photo] : [];
  });

export async function autofillPreview(
  deps: CreationDeps,
  caller: Caller,
  input: HandlerInput<'creation/autofill_preview'>,
): Promise<ActionOutput<'creation/autofill_preview'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const source = await templateSourceFor(db, input.templateId);
  let photoIds = input.photoIds;
  let current: ProjectDocument | undefined;
  if (input.projectId !== undefined) {
    // 'manage' is the owner's alone: a preview of a project shows what only its owner may change.
    const project = await projectFor(deps, caller, input.projectId, 'manage');
    current = (await loadDesign(db, project.id)).doc;
    if (photoIds.length === 0) photoIds = await projectPhotoIds(db, project.id);
  }
  const rows = await photosOf(db, userId, photoIds);
  const filled = autofillProject(templateDocumentFor(source, current), forAutofill(rows));
  return {
    pages: surfacesAsSvg(filled, Array.from(filled.surfaceOrder.keys()), photoResolver(rows)),
  };
}

export async function pagePreview(
  deps: CreationDeps,
  caller: Caller,
  input: HandlerInput<'creation/page_preview'>,
): Promise<ActionOutput<'creation/page_preview'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const selector = pageSelectorOf(input.page);
  let doc: ProjectDocument | undefined;
  let index = 0;
  if (selector.kind === 'inline') {
    doc = selector.doc;
  } else {
    if (input.projectId === undefined) {
      throw badRequest('invalid_input', 'Name the project whose page to preview.', {
        projectId: ['Send the project whose page this is.'],
      });
    }
    const project = await projectFor(deps, caller, input.projectId, 'manage');
    doc = (await loadDesign(db, project.id)).doc;
    if (!doc) {
      throw conflict('no_design', 'This project has no design yet. Open it in the editor first.');
    }
    index = pageIndexIn(doc, selector);
  }
  const shown = photoIdsOnSurface(doc, doc.surfaceOrder[index]!);
  // Only the caller's own photos are drawn; another's id in an inline page shows as empty.
  const rows = await ownedPhotosForLayout(db, userId, shown);
  return { pages: surfacesAsSvg(doc, [index], photoResolver(rows), input.widthPx) };
}

export async function fillProjectFrontCovers(
  deps: CreationDeps,
  caller: Caller,
  input: HandlerInput<'creation/fill_project_front_covers'>,
): Promise<ActionOutput<'creation/fill_project_front_covers'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const project = await projectFor(deps, caller, input.projectId, 'edit');
  const rows = await photosOf(db, userId, input.photoIds);
  const design = await loadDesign(db, project.id);
  const doc =
    design.doc ??
    (project.templateId
      ? templateDocumentFor(await templateSourceFor(db, project.templateId), undefined)
      : undefined);
  if (!doc) {
    throw conflict('no_design', 'This project has no design yet. Choose a template first.');
  }
  const filled = fillFrontCover(doc, forAutofill(rows));
  await storeDesign(deps, design, filled, {
    projectId: project.id,
    byUserId: userId,
    at: deps.now(),
  });
  return { ok: true };
}

export async function fillProjectTemplate(
  deps: CreationDeps,
  caller: Caller,
  input: HandlerInput<'creation/fill_project_template'>,
): Promise<ActionOutput<'creation/fill_project_template'>> {
  const userId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const project = await projectFor(deps, caller, input.projectId, 'edit');
  const source = await templateSourceFor(db, input.templateId);
  if (source.productTypeId !== project.productTypeId) {
    const message =
      "Choose a template of this project's product: a card design cannot fill a photo book.";
    throw badRequest('invalid_input', message, { templateId: [message] });
  }
  const photoIds = input.photoIds ?? (await projectPhotoIds(db, project.id));
  const rows = await photosOf(db, userId, photoIds);
  const design = await loadDesign(db, project.id);
  const filled = autofillProject(templateDocumentFor(source, design.doc), forAutofill(rows));
  await storeDesign(deps, design, filled, {
    projectId: project.id,
    byUserId: userId,
    at: deps.now(),
  });
  // A book may have grown: the project's own page count (details, price) follows its design.
  const pageCount = filled.options.pageCount;
  if (pageCount !== undefined && pageCount !== project.pageCount) {
    await updateProjectSettings(deps, caller, { projectId: project.id, pageCount });
  }
  return { ok: true };
}
