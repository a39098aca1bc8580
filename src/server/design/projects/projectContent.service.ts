import { MAX_PROJECT_UPDATE_BYTES } from '../../../shared/api/actions/projectSchemas';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/appError';
import { answerPull, compact, isStateVector, isYjsUpdate, mergeStored } from './projectDocument';
import * as repo from './projects.repo';

/*
 * A project's design as stored: a snapshot plus the updates after it. Pushes append an update;
 * once a project has more than COMPACT_AFTER of them, they are folded into the snapshot.
 */

/** Updates kept beside the snapshot before compaction folds them in. */
export const COMPACT_AFTER = 100;

/** The most bytes one compaction reads, so a project with a large backlog is folded in steps. */
const COMPACT_MAX_BYTES = 64 * 1024 * 1024;

export function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

export function encodeBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * The update a client sent (base64 in a call, bytes on the live channel), decoded and checked:
 * too big is 413, not Yjs is 400.
 */
export function checkedUpdate(sent: string | Uint8Array, field = 'update'): Uint8Array {
  const bytes = typeof sent === 'string' ? decodeBase64(sent) : sent;
  if (bytes.byteLength > MAX_PROJECT_UPDATE_BYTES) {
    throw new AppError(
      413,
      'update_too_large',
      `A design update may be at most ${MAX_PROJECT_UPDATE_BYTES / 1024 / 1024} MB; send it in smaller parts.`,
    );
  }
  if (!isYjsUpdate(bytes)) {
    throw badRequest('invalid_update', 'The design update could not be read.', {
      [field]: ['Send a Yjs update.'],
    });
  }
  return bytes;
}

/** The state vector a client sent (base64 or bytes), checked: not a Yjs state vector is 400. */
export function checkedStateVector(sent: string | Uint8Array): Uint8Array {
  const bytes = typeof sent === 'string' ? decodeBase64(sent) : sent;
  if (!isStateVector(bytes)) {
    throw badRequest('invalid_state_vector', 'The state vector could not be read.', {
      stateVector: ['Send a Yjs state vector.'],
    });
  }
  return bytes;
}

/** The whole stored design of a project as one update. */
export async function storedDocument(db: Db, projectId: number): Promise<Uint8Array> {
  const snapshot = await repo.findSnapshot(db, projectId);
  const updates = await repo.updatesAfter(db, projectId, snapshot?.compactedThroughSeq ?? 0);
  return mergeStored(
    snapshot?.state,
    updates.map((row) => row.update),
  );
}

/** What a client with `stateVector` lacks, and the server's state vector. */
export async function pullDocument(
  db: Db,
  projectId: number,
  stateVector: Uint8Array | undefined,
): Promise<{ update: Uint8Array; stateVector: Uint8Array }> {
  const merged = await storedDocument(db, projectId);
  try {
    return answerPull(merged, stateVector);
  } catch {
    throw badRequest('invalid_state_vector', 'The state vector could not be read.', {
      stateVector: ['Send a Yjs state vector.'],
    });
  }
}

/**
 * Stores an update and touches the project, under the project's row lock (see lockProject), then
 * compacts when the backlog has grown.
 */
export async function pushUpdate(
  db: Db,
  push: { projectId: number; update: Uint8Array; byUserId: number | null; at: Date },
  schemaVersion?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockProject(tx, push.projectId);
    await repo.insertUpdate(tx, {
      projectId: push.projectId,
      update: push.update,
      byUserId: push.byUserId,
      createdAt: push.at,
    });
    await repo.updateProject(tx, push.projectId, {
      updatedAt: push.at,
      ...(schemaVersion ? { documentVersion: schemaVersion } : {}),
    });
  });
  if ((await repo.countUpdates(db, push.projectId)) > COMPACT_AFTER) {
    await compactProject(db, push.projectId, push.at);
  }
}

/** What tells a project's open editors of a design update stored outside their live channel. */
export interface DesignRelay {
  /** Relays `update` to the project's open editors and runs `store`, which stores it. */
  relayStored(projectId: number, update: Uint8Array, store: () => Promise<void>): Promise<void>;
}

/**
 * Stores an update a call brought (not a live socket, which relays its own), and relays it to
 * the project's open editors: every stored update reaches them, whichever way it came.
 */
export async function storeUpdate(
  deps: { db: Db; designRelay?: DesignRelay },
  push: { projectId: number; update: Uint8Array; byUserId: number | null; at: Date },
  schemaVersion?: number,
): Promise<void> {
  const store = () => pushUpdate(deps.db, push, schemaVersion);
  await (deps.designRelay
    ? deps.designRelay.relayStored(push.projectId, push.update, store)
    : store());
}

/**
 * Folds the updates after the snapshot into a new snapshot, in one transaction: readers see
 * either the old snapshot and its updates or the new one, never a gap. Takes at most
 * COMPACT_MAX_BYTES of updates (always at least one), so one pass stays bounded.
 */
export async function compactProject(db: Db, projectId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockProject(tx, projectId))) return;
    const snapshot = await repo.findSnapshot(tx, projectId);
    const after = snapshot?.compactedThroughSeq ?? 0;
    let through: number | undefined;
    let total = 0;
    for (const { seq, bytes } of await repo.updateSizesAfter(tx, projectId, after)) {
      total += Number(bytes);
      if (through !== undefined && total > COMPACT_MAX_BYTES) break;
      through = seq;
    }
    if (through === undefined) return;
    const updates = await repo.updatesAfter(tx, projectId, after, through);
    const { state, stateVector } = compact(
      snapshot?.state,
      updates.map((u) => u.update),
    );
    await repo.saveSnapshot(tx, {
      projectId,
      state,
      stateVector,
      compactedThroughSeq: through,
      updatedAt: at,
    });
  });
}
