import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { LOCK_SUFFIX } from './uploadLocker';
import { uploadSessionExpiry } from './uploadSessions.repo';
import { UPLOAD_SESSION_TTL_MS } from './uploadSessions.service';

export interface SweepDeps {
  db: Db;
  uploadDir: string;
  now: () => Date;
}

export interface SweepOptions {
  /** How long an upload without a session (or whose session row is gone) may stay unfinished. */
  maxAgeMs?: number;
  /**
   * A data file with no .json (or the reverse) younger than this may be an upload being created
   * right now (tus writes the two one after the other); older, it is an orphan.
   */
  orphanAfterMs?: number;
  /** A lock file untouched for this long belongs to a dead process (see FileLocker's staleMs). */
  staleLockMs?: number;
}

interface StoredUpload {
  size?: number;
  offset?: number;
  creation_date?: string;
  metadata?: Record<string, string | null>;
}

const JSON_SUFFIX = '.json';

/**
 * Removes what unfinished tus uploads leave in the upload dir once nobody can finish them: uploads
 * whose upload session has expired (or, without a session, older than a session lives), data files
 * without their .json and .json files without their data, and stale lock files. An upload still
 * locked by a live request is left alone. Returns the ids (file names) removed.
 */
export async function sweepUploads(deps: SweepDeps, options: SweepOptions = {}): Promise<string[]> {
  const maxAgeMs = options.maxAgeMs ?? UPLOAD_SESSION_TTL_MS;
  const orphanAfterMs = options.orphanAfterMs ?? 60 * 60_000;
  const staleLockMs = options.staleLockMs ?? 60_000;
  const now = deps.now().getTime();
  let names: string[];
  try {
    names = await readdir(deps.uploadDir);
  } catch {
    return []; // No upload dir yet: nothing was ever uploaded.
  }
  const present = new Set(names);
  const removed: string[] = [];
  const ageOf = async (name: string) => {
    try {
      return now - (await stat(path.join(deps.uploadDir, name))).mtimeMs;
    } catch {
      return 0;
    }
  };
  const remove = async (id: string) => {
    await Promise.all(
      [id, `${id}${JSON_SUFFIX}`].map((name) =>
        rm(path.join(deps.uploadDir, name), { force: true }),
      ),
    );
    removed.push(id);
  };

  for (const name of names) {
    if (name.endsWith(LOCK_SUFFIX)) {
      if ((await ageOf(name)) > staleLockMs)
        await rm(path.join(deps.uploadDir, name), { force: true });
      continue;
    }
    if (name.startsWith('.')) continue;
    const id = name.endsWith(JSON_SUFFIX) ? name.slice(0, -JSON_SUFFIX.length) : name;
    // Each upload is looked at once, from its .json, or from its data file when the .json is gone.
    if (!name.endsWith(JSON_SUFFIX) && present.has(`${id}${JSON_SUFFIX}`)) continue;
    if (present.has(`${id}${LOCK_SUFFIX}`) && (await ageOf(`${id}${LOCK_SUFFIX}`)) <= staleLockMs) {
      continue; // A request is writing it now.
    }
    if (!present.has(id) || !present.has(`${id}${JSON_SUFFIX}`)) {
      if ((await ageOf(name)) > orphanAfterMs) await remove(id);
      continue;
    }
    const upload = await readUpload(path.join(deps.uploadDir, name));
    if (!upload) {
      if ((await ageOf(name)) > orphanAfterMs) await remove(id);
      continue;
    }
    // An expired session does not stop a client that is still sending (the session is checked
    // when the upload is created), so bytes written lately mean someone may yet finish it.
    if ((await ageOf(id)) <= orphanAfterMs) continue;
    if (await hasExpired(deps.db, upload, now, maxAgeMs)) await remove(id);
  }
  return removed;
}

async function readUpload(file: string): Promise<StoredUpload | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredUpload;
  } catch {
    return undefined; // Half-written or damaged: treated as an orphan.
  }
}

/** An upload ends with its session; one without a live session row, after maxAgeMs. */
async function hasExpired(
  db: Db,
  upload: StoredUpload,
  now: number,
  maxAgeMs: number,
): Promise<boolean> {
  const sessionId = upload.metadata?.upload_session_id;
  if (sessionId) {
    const expiresAt = await uploadSessionExpiry(db, sessionId);
    if (expiresAt) return expiresAt.getTime() <= now;
  }
  const created = upload.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
  return Number.isNaN(created) || now - created > maxAgeMs;
}
