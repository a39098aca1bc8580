import { type AppDatabase, type SharedFile, STORES } from './appDatabase';

/** Keeps files shared into the app until the upload flow takes them. All or none are stored. */
export async function storeSharedFiles(
  db: AppDatabase,
  files: File[],
  now: number,
): Promise<number> {
  const tx = db.transaction(STORES.sharedFiles, 'readwrite');
  await Promise.all([
    ...files.map((file) =>
      tx.store.add({ file, name: file.name, type: file.type, sharedAt: now } as SharedFile),
    ),
    tx.done,
  ]);
  return files.length;
}

/** Takes every waiting shared file out of the store, oldest first. */
export async function takeSharedFiles(db: AppDatabase): Promise<SharedFile[]> {
  const tx = db.transaction(STORES.sharedFiles, 'readwrite');
  const files = await tx.store.getAll();
  await tx.store.clear();
  await tx.done;
  return files;
}
