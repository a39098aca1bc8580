import type { PreflightPhoto } from '../../../shared/preflight/photoChecks';
import type { PreflightItem } from '../../../shared/preflight/preflightItem';
import { runPreflight } from '../../../shared/preflight/runPreflight';
import type { Db } from '../../db/database';
import { findProject } from '../projects/projects.repo';
import { englishSpelling } from './englishSpelling';
import { documentLibraryPhotoIds, projectPhotoRows } from './projectPhotoRows';
import { currentProjectDocument } from './projectPrintSource';
import { PrintInputError } from './writePrintFile';

/** What the customer decided in the editor, carried with the cart item. */
export interface PreflightChoices {
  acceptedIds?: readonly string[];
  extraWords?: readonly string[];
}

/**
 * Preflight at order time, on the stored design: the same checks the editor ran, so nothing the
 * customer did not see (a photo deleted since, an edit from a collaborator) slips into print.
 * Photos count as the print file finds them (projectPhotoRows: the owner's and current members'
 * ready photos, never a stranger's); their size is the original's. Throws PrintInputError for a project with no design to check.
 */
export async function preflightProject(
  db: Db,
  projectId: number,
  choices: PreflightChoices = {},
): Promise<PreflightItem[]> {
  const project = await findProject(db, projectId);
  if (!project) throw new PrintInputError(`No project ${projectId} to check`);
  const doc = await currentProjectDocument(db, projectId);
  // A photo just uploaded is still being processed: it is there, its original's size known, and
  // the print file waits for it (printJobs), so it must not read as gone from the library.
  const rows = await projectPhotoRows(db, project, documentLibraryPhotoIds(doc), [
    'ready',
    'processing',
  ]);
  const sizes = new Map<string, PreflightPhoto>();
  for (const row of rows) {
    if (row.width > 0 && row.height > 0)
      sizes.set(String(row.id), { width: row.width, height: row.height });
  }
  return runPreflight(doc, {
    photos: (id) => sizes.get(id),
    acceptedIds: choices.acceptedIds,
    extraWords: choices.extraWords,
    spelling: englishSpelling(),
  });
}
