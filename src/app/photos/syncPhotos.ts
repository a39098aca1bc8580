import type { ApiPhoto, PhotoStore } from '../../../browser-storage/photoStore';
import type { ApiClient } from '../apiContext';

/** The most `my/photos` sends in one page. */
export const SYNC_PAGE_SIZE = 200;

/**
 * How far back the next sync starts before this one began. The cursor is the device's clock (the
 * list carries no change time), so the overlap absorbs a clock that runs a little ahead; a record
 * read twice is simply written twice.
 */
export const CURSOR_OVERLAP_MS = 10 * 60_000;

/**
 * Brings the device's copy of the library up to date: every page of the photos changed since the
 * last sync (all of them the first time), duplicates included, since the worker hides those
 * itself. Each page is in IndexedDB before the next is asked for, so a dropped connection keeps
 * what arrived; the cursor moves only once every page is in. Answers the records that changed.
 */
export async function syncPhotos(
  api: Pick<ApiClient, 'call'>,
  store: PhotoStore,
  now: () => number = Date.now,
): Promise<ApiPhoto[]> {
  const startedAt = now();
  const updatedSince = await store.cursor();
  const changed: ApiPhoto[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call('my/photos', {
      hideDuplicates: false,
      sortBy: 'date-added-asc',
      perPage: SYNC_PAGE_SIZE,
      page,
      ...(updatedSince ? { updatedSince } : {}),
    });
    await store.putPhotos(answer.items);
    changed.push(...answer.items);
    if (answer.items.length < SYNC_PAGE_SIZE || page * SYNC_PAGE_SIZE >= answer.total) break;
  }
  await store.setCursor(new Date(startedAt - CURSOR_OVERLAP_MS).toISOString());
  return changed;
}
