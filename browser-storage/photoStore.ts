import type { ActionOutput } from '../src/shared/api/actionTable';
import {
  APP_DATABASE_NAME,
  type AppDatabase,
  PHOTOS_BY_TAKEN_AT,
  type PhotoRevision,
  STORES,
} from './appDatabase';

export type ApiPhoto = ActionOutput<'my/photos'>['items'][number];

/**
 * A photo as `my/photos` sent it, marked with its owner so another account never sees it; its
 * hashes may be this device's own when it uploaded the file (see putPhotos).
 */
export type StoredPhoto = ApiPhoto & { ownerId: number };

export interface SyncCursor {
  name: string;
  /** ISO time to pass as updatedSince next time. */
  updatedSince: string;
}

export interface PendingUpload {
  /** Ours, made when the file was picked; also the tus fingerprint, so a reload resumes. */
  id: string;
  ownerId: number;
  file: Blob;
  name: string;
  type: string;
  sha256: string;
  /** The tus upload's URL once created: where a resumed upload continues. */
  uploadUrl?: string;
  addedAt: number;
  /** The upload session the tus upload was opened in; a guest resumes with its key. */
  uploadSessionId?: string;
  /**
   * Set for a guest's upload (a phone or photo friend with a link, no account): the link it
   * belongs to. Such uploads are no account's data, so claiming the library keeps them.
   */
  guestLink?: string;
}

/**
 * Where the photo worker finds this owner's library in the app's database: it opens the database
 * without its types, so it is handed the names defined here.
 */
export function photoLibraryLocation(ownerId: number) {
  return {
    database: APP_DATABASE_NAME,
    store: STORES.photos,
    newestFirstIndex: PHOTOS_BY_TAKEN_AT,
    snapshot: {
      store: STORES.photoIndexSnapshots,
      stamps: STORES.photoSnapshotStamps,
      revisions: STORES.photoRevisions,
      ownerId,
    },
  };
}

const photoCursorName = (ownerId: number) => `photos:${ownerId}`;

/** The revisions store within a read-write transaction over some of the app's stores. */
interface RevisionsInTransaction {
  get(ownerId: number): Promise<PhotoRevision | undefined>;
  put(value: PhotoRevision): Promise<unknown>;
}

/**
 * Moves the owner's photo revision on, in the transaction that changes the records: a snapshot of
 * the index made at an older revision is then never read as current (photoIndexSnapshot.ts).
 */
async function bumpRevision(revisions: RevisionsInTransaction, ownerId: number): Promise<void> {
  const current = (await revisions.get(ownerId))?.revision ?? 0;
  await revisions.put({ ownerId, revision: current + 1 });
}

/**
 * The photo library on this device: records, the sync cursor and pending uploads. One account's
 * library at a time: opening it for another account first drops the previous one's records.
 */
export function idbPhotoStore(db: AppDatabase, ownerId: number) {
  return {
    /** Drops other accounts' records and uploads (a shared device, a sign-in as someone else). */
    async claim(): Promise<void> {
      const tx = db.transaction(
        [
          STORES.photos,
          STORES.syncCursors,
          STORES.pendingUploads,
          STORES.photoRevisions,
          STORES.photoIndexSnapshots,
          STORES.photoSnapshotStamps,
        ],
        'readwrite',
      );
      // Only the other owners' records are visited: a cursor step per record of 100,000 of this
      // owner's would hold the library back for seconds on every visit.
      const byOwner = tx.objectStore(STORES.photos).index('byOwner');
      let removed = 0;
      for (const others of [
        IDBKeyRange.upperBound(ownerId, true),
        IDBKeyRange.lowerBound(ownerId, true),
      ]) {
        let cursor = await byOwner.openCursor(others);
        while (cursor) {
          await cursor.delete();
          removed++;
          cursor = await cursor.continue();
        }
        // Their revisions and index snapshots are theirs too.
        await tx.objectStore(STORES.photoRevisions).delete(others);
        await tx.objectStore(STORES.photoIndexSnapshots).delete(others);
        await tx.objectStore(STORES.photoSnapshotStamps).delete(others);
      }
      // The photo worker reads the whole store: what it held changed, so this owner's snapshot is
      // stale too.
      if (removed > 0) await bumpRevision(tx.objectStore(STORES.photoRevisions), ownerId);
      let upload = await tx.objectStore(STORES.pendingUploads).openCursor();
      while (upload) {
        if (upload.value.ownerId !== ownerId && !upload.value.guestLink) await upload.delete();
        upload = await upload.continue();
      }
      let cursor = await tx.objectStore(STORES.syncCursors).openCursor();
      while (cursor) {
        if (cursor.value.name !== photoCursorName(ownerId)) await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    allPhotos: (): Promise<StoredPhoto[]> => db.getAllFromIndex(STORES.photos, 'byOwner', ownerId),
    /**
     * These photos of this owner (undefined where there is none), in one transaction: the page
     * reads only the records it draws; the whole library is read by the photo worker alone.
     */
    async photosByIds(ids: readonly number[]): Promise<(StoredPhoto | undefined)[]> {
      const tx = db.transaction(STORES.photos);
      const found = await Promise.all(ids.map((id) => tx.store.get(id)));
      await tx.done;
      return found.map((photo) => (photo?.ownerId === ownerId ? photo : undefined));
    },
    /**
     * Writes the server's records, keeping the hashes a record already had here when the server
     * sends none (this device hashed the file it uploaded before the server's job did).
     */
    async putPhotos(photos: readonly ApiPhoto[]): Promise<StoredPhoto[]> {
      // An empty sync page changes nothing: the index snapshot stays current.
      if (photos.length === 0) return [];
      const tx = db.transaction([STORES.photos, STORES.photoRevisions], 'readwrite');
      const [stored] = await Promise.all([
        Promise.all(
          photos.map(async (photo) => {
            const known =
              photo.contentHash && photo.perceptualHash
                ? undefined
                : await tx.objectStore(STORES.photos).get(photo.id);
            const contentHash = photo.contentHash ?? known?.contentHash;
            const perceptualHash = photo.perceptualHash ?? known?.perceptualHash;
            const record: StoredPhoto = {
              ...photo,
              ownerId,
              ...(contentHash ? { contentHash } : {}),
              ...(perceptualHash ? { perceptualHash } : {}),
            };
            await tx.objectStore(STORES.photos).put(record);
            return record;
          }),
        ),
        bumpRevision(tx.objectStore(STORES.photoRevisions), ownerId),
      ]);
      await tx.done;
      return stored;
    },
    async removePhotos(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const tx = db.transaction([STORES.photos, STORES.photoRevisions], 'readwrite');
      const photos = tx.objectStore(STORES.photos);
      await Promise.all([
        ...ids.map((id) => photos.delete(id)),
        bumpRevision(tx.objectStore(STORES.photoRevisions), ownerId),
        tx.done,
      ]);
    },
    /** The owner's photo revision: 0 until a record is first written through this store. */
    async revision(): Promise<number> {
      return (await db.get(STORES.photoRevisions, ownerId))?.revision ?? 0;
    },
    async cursor(): Promise<string | undefined> {
      return (await db.get(STORES.syncCursors, photoCursorName(ownerId)))?.updatedSince;
    },
    async setCursor(updatedSince: string): Promise<void> {
      await db.put(STORES.syncCursors, { name: photoCursorName(ownerId), updatedSince });
    },
    pendingUploads: (): Promise<PendingUpload[]> =>
      db.getAllFromIndex(STORES.pendingUploads, 'byOwner', ownerId),
    async putPendingUpload(upload: PendingUpload): Promise<void> {
      await db.put(STORES.pendingUploads, upload);
    },
    async removePendingUpload(id: string): Promise<void> {
      await db.delete(STORES.pendingUploads, id);
    },
  };
}

export type PhotoStore = ReturnType<typeof idbPhotoStore>;
