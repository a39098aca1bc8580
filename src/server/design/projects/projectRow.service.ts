import type { Db } from '../../db/database';
import { projectFactsOf } from './projects.repo';

/*
 * A project's row by id with no caller's access check, for callers that judge access themselves:
 * a link the server signed (an upload link: the signature is the access, checked first) and the
 * live channel (it reads the row with the caller's part and asks projectLookup's accessRefusal).
 */
export { findProject as projectRowById } from './projects.repo';

/** What other areas' lists show of a project, by id; no access check (the caller filters). */
export interface ProjectFacts {
  name: string;
  ownerId: number;
  deleted: boolean;
}

/**
 * The name, owner and deletion of several projects by id, in one query, for lists other areas
 * keep of projects (invitations); a project that is gone has no entry.
 */
export async function projectFactsById(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProjectFacts>> {
  const rows = await projectFactsOf(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, ownerId: row.ownerId, deleted: row.deletedAt !== null },
    ]),
  );
}
