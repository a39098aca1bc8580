import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProjectDocument } from '../../../shared/project/document';
import type { Db } from '../../db/database';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob, latestJobStatuses } from '../../jobs/jobs.repo';
import type { BlobStore } from '../../storage/blobStore';
import { findProject, type ProjectRow } from '../projects/projects.repo';
import { printFileParts } from './printLayout';
import { documentLibraryPhotoIds, projectPhotoRows } from './projectPhotoRows';
import { currentProjectDocument, projectPrintPhotos } from './projectPrintSource';
import { PrintInputError, writePrintFile } from './writePrintFile';

export const PRINT_FILE_JOB = 'print-file';

/** Where a project's print master is kept in the blob store. */
export const printFileKey = (projectId: number, file = 'print.pdf') =>
  `prints/${projectId}/${file}`;

/** What the print partner reads first: the project's print files, their pages and copies. */
export const printManifestKey = (projectId: number) => `prints/${projectId}/manifest.json`;

export interface PrintManifest {
  projectId: number;
  files: {
    key: string;
    /** Photo prints: each page's print size beside its copies. */
    pages: { surfaceId: string; plate: string; quantity: number; sizeKey?: string }[];
  }[];
}

interface PrintJobDeps {
  db: Db;
  blobs: BlobStore;
}

/** Queues the print master of a project (the order flow calls this once the order is placed). */
export function queuePrintFile(db: Db, projectId: number, ownerId?: number): Promise<number> {
  return insertJob(db, { kind: PRINT_FILE_JOB, payload: { projectId }, ownerId });
}

/**
 * Builds a project's print file into a temporary file, page by page, then moves it into the
 * blob store in one step: a retry after a crash simply builds it again, and readers never see
 * half a file. Input that cannot print (no design, photos gone) fails at once, without retries.
 */
export async function buildPrintFile(deps: PrintJobDeps, projectId: number): Promise<void> {
  const project = await findProject(deps.db, projectId);
  if (!project) throw new PermanentJobError(`No project ${projectId} to print`);
  const dir = await mkdtemp(path.join(tmpdir(), 'print-file-'));
  try {
    const doc = await currentProjectDocument(deps.db, projectId);
    await waitForProcessedPhotos(deps.db, project, doc);
    const photos = await projectPrintPhotos(deps.db, deps.blobs, project, doc);
    const manifest: PrintManifest = { projectId, files: [] };
    for (const part of printFileParts(doc)) {
      const file = path.join(dir, part.file);
      const ids = part.surfaces.map((s) => s.id);
      const report = await writePrintFile(doc, { photos }, createWriteStream(file), undefined, ids);
      const key = printFileKey(projectId, part.file);
      await deps.blobs.putFile(key, file);
      manifest.files.push({
        key,
        pages: report.pages.map((page) => {
          const sizeKey = part.sizeKeys?.[page.surfaceId];
          return {
            ...page,
            quantity: part.quantities[page.surfaceId] ?? 1,
            ...(sizeKey ? { sizeKey } : {}),
          };
        }),
      });
    }
    // Written last: a manifest names only files already in the store.
    await deps.blobs.put(printManifestKey(projectId), Buffer.from(JSON.stringify(manifest)));
  } catch (error) {
    if (error instanceof PrintInputError) throw new PermanentJobError(error.message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An order may be paid while a photo it shows is still being processed (preflight counts it):
 * the print file is not made without it, the job is tried again once the photo is ready.
 */
async function waitForProcessedPhotos(db: Db, project: ProjectRow, doc: ProjectDocument) {
  const processing = await projectPhotoRows(db, project, documentLibraryPhotoIds(doc), [
    'processing',
  ]);
  if (processing.length > 0) {
    throw new Error(
      `Project ${project.id} waits for photo ${processing.map((row) => row.id).join(', ')} to be processed`,
    );
  }
}

export function printJobHandlers(deps: PrintJobDeps): Record<string, JobHandler> {
  return {
    [PRINT_FILE_JOB]: async (payload) => {
      const projectId = Number(payload.projectId);
      if (!Number.isSafeInteger(projectId) || projectId <= 0)
        throw new PermanentJobError(
          `A print-file job needs a project id, not ${String(payload.projectId)}`,
        );
      await buildPrintFile(deps, projectId);
    },
  };
}

/**
 * Whether the print files of these projects are in the store: each project's newest print-file
 * job (the one queued when the order locked its design) has finished. 'failed' when any gave up:
 * the order needs someone to look at it rather than waiting for ever.
 */
export async function printFilesState(
  db: Db,
  projectIds: readonly number[],
): Promise<'ready' | 'pending' | 'failed'> {
  const statuses = await latestJobStatuses(db, PRINT_FILE_JOB, 'projectId', projectIds);
  const each = projectIds.map((id) => statuses.get(id));
  if (each.includes('failed')) return 'failed';
  return each.every((status) => status === 'done') ? 'ready' : 'pending';
}
