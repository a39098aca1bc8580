/**
 * A photo library on the device without uploading it: generated records of the app's own stored
 * shape, written straight into the app's IndexedDB (the browser tests of the photo view and the
 * library-at-scale benchmark). The server knows none of them; serve their pictures with a route.
 */
import type { Page } from 'playwright-core';
import {
  APP_DATABASE_NAME,
  APP_DATABASE_VERSION,
  STORES,
} from '../../../browser-storage/appDatabase';
import type { StoredPhoto } from '../../../browser-storage/photoStore';
import { photoUrl } from '../../../src/app/photos/photoUrls';
import { generatePhotos } from '../../../src/shared/photos/testing/generatePhotos';

/** The records `my/photos` would have sent for a generated library, as the app stores them. */
export function storedPhotos(ownerId: number, count: number): StoredPhoto[] {
  return generatePhotos(count, 7).map((photo, i) => {
    const urls: Record<string, string> = {};
    const widths: Record<string, number> = {};
    const heights: Record<string, number> = {};
    for (const [size, side] of [
      ['small', 320],
      ['medium', 1024],
      ['large', 2048],
    ] as const) {
      urls[size] = photoUrl(photo.id, size);
      const landscape = photo.width >= photo.height;
      widths[size] = landscape ? side : Math.round((side * photo.width) / photo.height);
      heights[size] = landscape ? Math.round((side * photo.height) / photo.width) : side;
    }
    return {
      ...photo,
      ownerId,
      urls,
      widths,
      heights,
      isOriginalUploaded: true,
      // Some photos this device uploaded: the library keeps their checksums in memory too.
      ...(i % 10 === 0 ? { contentHash: photo.id.toString(16).padStart(64, '0') } : {}),
    };
  });
}

/**
 * Writes a batch of records into the app's database, in the page, and moves the owner's photo
 * revision on in the same transaction, as the app's own writes do (so an index snapshot made
 * before is stale). The app has opened (and so created) the database at its version before; this
 * opens it at that version, never upgrading.
 */
const PUT_RECORDS = `(async ({ name, version, store, revisions, ownerId, records }) => {
  const open = indexedDB.open(name, version);
  open.onupgradeneeded = () => open.transaction.abort();
  const db = await new Promise((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('the app has not created its database'));
  });
  const tx = db.transaction([store, revisions], 'readwrite');
  for (const record of records) tx.objectStore(store).put(record);
  const revision = tx.objectStore(revisions).get(ownerId);
  revision.onsuccess = () =>
    tx.objectStore(revisions).put({ ownerId, revision: (revision.result?.revision ?? 0) + 1 });
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
})`;

const SEED_BATCH = 10_000;

/**
 * Puts `records` in the library on this device. The page must have opened the library once (so the
 * app created its database) and be on the shop's origin.
 */
export async function fillPhotoLibrary(page: Page, records: readonly StoredPhoto[]): Promise<void> {
  for (let first = 0; first < records.length; first += SEED_BATCH) {
    // A script's text, not a function: tsx would wrap a function's inner helpers in one the
    // page lacks. Playwright passes no argument to a text, so the batch is written into it.
    const argument = {
      name: APP_DATABASE_NAME,
      version: APP_DATABASE_VERSION,
      store: STORES.photos,
      revisions: STORES.photoRevisions,
      ownerId: records[first]!.ownerId,
      records: records.slice(first, first + SEED_BATCH),
    };
    await page.evaluate(`${PUT_RECORDS}(${JSON.stringify(argument)})`);
  }
}
