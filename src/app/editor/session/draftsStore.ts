import { type DraftsIndex, openDraftsIndex } from '../engine/saving/draftsIndex';

let opening: Promise<DraftsIndex> | undefined;

/** The tab's one connection to the drafts index (opened on first use, retried after a failure). */
export function sharedDraftsIndex(): Promise<DraftsIndex> {
  opening ??= openDraftsIndex().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}
