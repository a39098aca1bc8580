import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import { type JobHandler, PermanentJobError } from '../jobs/jobRunner';
import { insertJob } from '../jobs/jobs.repo';
import { findProject } from '../modules/projects/projects.repo';
import type { BlobStore } from '../storage/blobStore';
import { currentProjectDocument, ownerPrintPhotos } from './projectPrintSource';
import { PrintInputError, writePrintFile } from './writePrintFile';

export const PRINT_FILE_JOB = 'print-file';

/** Where a project's print master is kept in the blob store. */
export const printFileKey = (projectId: number) => `prints/${projectId}/print.pdf`;

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
    const photos = await ownerPrintPhotos(deps.db, deps.blobs, project.ownerId, doc);
    const file = path.join(dir, 'print.pdf');
    await writePrintFile(doc, { photos }, createWriteStream(file));
    await deps.blobs.putFile(printFileKey(projectId), file);
  } catch (error) {
    if (error instanceof PrintInputError) throw new PermanentJobError(error.message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
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
