import type { ActionOutput } from '../src/shared/api/actionTable';
import {
  type AppDatabase,
  PHOTO_REVISIONS_STORE,
  PHOTO_SNAPSHOTS_STORE,
  PHOTOS_STORE,
  type PhotoRevision,
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
          PHOTOS_STORE,
          'syncCursors',
          'pendingUploads',
          PHOTO_REVISIONS_STORE,
          PHOTO_SNAPSHOTS_STORE,
        ],
        'readwrite',
      );
      // Only the other owners' records are visited: a cursor step per record of 100,000 of this
      // owner's would hold the library back for seconds on every visit.
      const byOwner = tx.objectStore(PHOTOS_STORE).index('byOwner');
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
        await tx.objectStore(PHOTO_REVISIONS_STORE).delete(others);
        await tx.objectStore(PHOTO_SNAPSHOTS_STORE).delete(others);
      }
      // The photo worker reads the whole store: what it held changed, so this owner's snapshot is
      // stale too.
      if (removed > 0) await bumpRevision(tx.objectStore(PHOTO_REVISIONS_STORE), ownerId);
      let upload = await tx.objectStore('pendingUploads').openCursor();
      while (upload) {
        if (upload.value.ownerId !== ownerId && !upload.value.guestLink) await upload.delete();
        upload = await upload.continue();
      }
      let cursor = await tx.objectStore('syncCursors').openCursor();
      while (cursor) {
        if (cursor.value.name !== photoCursorName(ownerId)) await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    allPhotos: (): Promise<StoredPhoto[]> => db.getAllFromIndex(PHOTOS_STORE, 'byOwner', ownerId),
    /**
     * These photos of this owner (undefined where there is none), in one transaction: the page
     * reads only the records it draws; the whole library is read by the photo worker alone.
     */
    async photosByIds(ids: readonly number[]): Promise<(StoredPhoto | undefined)[]> {
      const tx = db.transaction(PHOTOS_STORE);
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
      const tx = db.transaction([PHOTOS_STORE, PHOTO_REVISIONS_STORE], 'readwrite');
      const [stored] = await Promise.all([
        Promise.all(
          photos.map(async (photo) => {
            const known =
              photo.contentHash && photo.perceptualHash
                ? undefined
                : await tx.objectStore(PHOTOS_STORE).get(photo.id);
            const contentHash = photo.contentHash ?? known?.contentHash;
            const perceptualHash = photo.perceptualHash ?? known?.perceptualHash;
            const record: StoredPhoto = {
              ...photo,
              ownerId,
              ...(contentHash ? { contentHash } : {}),
              ...(perceptualHash ? { perceptualHash } : {}),
            };
            await tx.objectStore(PHOTOS_STORE).put(record);
            return record;
          }),
        ),
        bumpRevision(tx.objectStore(PHOTO_REVISIONS_STORE), ownerId),
      ]);
      await tx.done;
      return stored;
    },
    async removePhotos(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const tx = db.transaction([PHOTOS_STORE, PHOTO_REVISIONS_STORE], 'readwrite');
      const photos = tx.objectStore(PHOTOS_STORE);
      await Promise.all([
        ...ids.map((id) => photos.delete(id)),
        bumpRevision(tx.objectStore(PHOTO_REVISIONS_STORE), ownerId),
        tx.done,
      ]);
    },
    /** The owner's photo revision: 0 until a record is first written through this store. */
    async revision(): Promise<number> {
      return (await db.get(PHOTO_REVISIONS_STORE, ownerId))?.revision ?? 0;
    },
    async cursor(): Promise<string | undefined> {
      return (await db.get('syncCursors', photoCursorName(ownerId)))?.updatedSince;
    },
    async setCursor(updatedSince: string): Promise<void> {
      await db.put('syncCursors', { name: photoCursorName(ownerId), updatedSince });
    },
    pendingUploads: (): Promise<PendingUpload[]> =>
      db.getAllFromIndex('pendingUploads', 'byOwner', ownerId),
    async putPendingUpload(upload: PendingUpload): Promise<void> {
      await db.put('pendingUploads', upload);
    },
    async removePendingUpload(id: string): Promise<void> {
      await db.delete('pendingUploads', id);
    },
  };
}

export type PhotoStore = ReturnType<typeof idbPhotoStore>;
