import * as Y from 'yjs';
import type { ActionOutput } from '../../../shared/api/actionTable';
import type { ProjectDocument } from '../../../shared/project/document';
import { applyDocToY, yToDoc } from '../../../shared/project/yjs/binding';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { type JobHandler, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob, type JobRow } from '../../jobs/jobs.repo';
import { pushUpdate, storedDocument } from './projectContent.service';
import * as listRepo from './projectList.repo';
import { PROJECTS_SIGN_IN, projectFor } from './projectLookup.service';
import * as repo from './projects.repo';

export const PROJECT_COPY_JOB = 'project-copy';

/** Pages written per stored update: a 100-page book is ten steps, each one a progress report. */
export const COPY_PAGES_PER_STEP = 10;

type CopyAnswer = ActionOutput<'my/project/copy'>;

function answerOf(copy: listRepo.CopyRow): CopyAnswer {
  const { projectId, status, pagesDone, pagesTotal } = copy;
  return { projectId, status, pagesDone, pagesTotal };
}

/**
 * Starts a copy: the new project row (same product, options and photos) exists at once and its id
 * is answered; its design is filled by a background job, so copying a big book never holds a
 * request open. The owner's settings (name, sharing) may be copied from an ordered project too.
 */
export async function copyProject(
  deps: Pick<ServerDeps, 'db' | 'now' | 'jobs'>,
  caller: Caller,
  input: HandlerInput<'my/project/copy'>,
): Promise<CopyAnswer> {
  const ownerId = requireUser(caller, PROJECTS_SIGN_IN);
  const source = await projectFor(deps, caller, input.projectId, 'manage');
  const { db } = deps;
  const now = deps.now();
  const copy = await db.transaction(async (tx) => {
    const row = await repo.insertProject(tx, {
      ownerId,
      name: input.name ?? `Copy of ${source.name}`.slice(0, 200),
      productTypeId: source.productTypeId,
      productId: source.productId,
      templateId: source.templateId,
      themeId: source.themeId,
      options: source.options,
      pageCount: source.pageCount,
      documentVersion: source.documentVersion,
      editorExperience: source.editorExperience,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new Error('a project without a clientId conflicted');
    await listRepo.copyProjectPhotos(tx, source.id, row.id);
    const values = { projectId: row.id, sourceProjectId: source.id, ownerId, createdAt: now };
    await listRepo.insertCopy(tx, { ...values, updatedAt: now });
    return { projectId: row.id, status: 'pending' as const, pagesDone: 0, pagesTotal: 0 };
  });
  await insertJob(db, {
    kind: PROJECT_COPY_JOB,
    payload: { projectId: copy.projectId },
    ownerId,
    runAt: now,
    maxAttempts: 3,
  });
  deps.jobs?.wake();
  return copy;
}

export async function copyStatus(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'my/project/copy_status'>,
): Promise<CopyAnswer> {
  const row = await projectFor(deps, caller, input.projectId, 'manage');
  const copy = await listRepo.findCopy(deps.db, row.id);
  // A project that was never a copy is complete as it is.
  if (!copy) return { projectId: row.id, status: 'done', pagesDone: 0, pagesTotal: 0 };
  return answerOf(copy);
}

function readDocument(merged: Uint8Array): { ydoc: Y.Doc; doc?: ProjectDocument } {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, merged);
  try {
    return { ydoc, doc: yToDoc(ydoc) };
  } catch {
    // Not a complete design (an empty project, or one made before the document's shape): it is
    // copied as it is, in one step.
    return { ydoc };
  }
}

/** The first `pages` surfaces of a document and their elements: itself a valid document. */
function firstPages(doc: ProjectDocument, pages: number): ProjectDocument {
  const surfaceOrder = doc.surfaceOrder.slice(0, pages);
  const surfaces = Object.fromEntries(surfaceOrder.map((id) => [id, doc.surfaces[id]!]));
  const elements = Object.fromEntries(
    surfaceOrder.flatMap((id) => doc.surfaces[id]!.elementIds.map((e) => [e, doc.elements[e]!])),
  );
  return { ...doc, surfaceOrder, surfaces, elements };
}

/**
 * Writes the source's design into the copy a few pages at a time, counting pages as it goes. The
 * copy is a new Yjs history (its own client ids), so it and the original never merge. A retry
 * after a crash starts the design over: the copy is not the customer's until it is done.
 */
export async function runCopy(
  db: Db,
  now: () => Date,
  projectId: number,
  afterStep?: CopyStepHook,
): Promise<void> {
  const copy = await listRepo.findCopy(db, projectId);
  if (!copy) throw new PermanentJobError(`No copy into project ${projectId}`);
  if (copy.status !== 'pending') return;
  await listRepo.clearDesign(db, projectId);
  const { ydoc: source, doc } = readDocument(await storedDocument(db, copy.sourceProjectId));
  const target = new Y.Doc();
  const push = async (update: Uint8Array) => {
    if (update.byteLength > 2)
      await pushUpdate(db, { projectId, update, byUserId: copy.ownerId, at: now() });
  };
  if (!doc) {
    await push(Y.encodeStateAsUpdate(source));
    await listRepo.updateCopy(db, projectId, {
      status: 'done',
      pagesDone: 0,
      pagesTotal: 0,
      updatedAt: now(),
    });
    return;
  }
  const total = doc.surfaceOrder.length;
  await listRepo.updateCopy(db, projectId, { pagesTotal: total, pagesDone: 0, updatedAt: now() });
  for (let pages = Math.min(COPY_PAGES_PER_STEP, total); ; ) {
    const before = Y.encodeStateVector(target);
    applyDocToY(target, firstPages(doc, pages), 'copy');
    await push(Y.encodeStateAsUpdate(target, before));
    await listRepo.updateCopy(db, projectId, { pagesDone: pages, updatedAt: now() });
    await afterStep?.(projectId, pages);
    if (pages >= total) break;
    pages = Math.min(pages + COPY_PAGES_PER_STEP, total);
  }
  await listRepo.updateCopy(db, projectId, { status: 'done', updatedAt: now() });
}

/** Called after each stored step of a copy (tests watch progress through it). */
export type CopyStepHook = (projectId: number, pagesDone: number) => Promise<void>;

export function projectCopyJobHandlers(deps: {
  db: Db;
  now: () => Date;
  afterCopyStep?: CopyStepHook;
}): Record<string, JobHandler> {
  return {
    [PROJECT_COPY_JOB]: async (payload, job: JobRow) => {
      const projectId = Number(payload.projectId);
      if (!Number.isSafeInteger(projectId) || projectId <= 0)
        throw new PermanentJobError(
          `A copy job needs a project id, not ${String(payload.projectId)}`,
        );
      try {
        await runCopy(deps.db, deps.now, projectId, deps.afterCopyStep);
      } catch (error) {
        // The last attempt (or one that cannot succeed) tells the customer, instead of "copying" forever.
        if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
          const message = error instanceof Error ? error.message : String(error);
          await listRepo.updateCopy(deps.db, projectId, {
            status: 'failed',
            error: message.slice(0, 500),
            updatedAt: deps.now(),
          });
        }
        throw error;
      }
    },
  };
}
