import { type AppDatabase, STORES } from './appDatabase';

/** One answer of the project list as the device keeps it (the wire shape, already camelCased). */
export interface StoredProjectList<T = unknown> {
  /** `${ownerId}|${query}`: one entry per list the owner looked at. */
  key: string;
  ownerId: number;
  query: string;
  savedAt: number;
  answer: T;
}

/** The device's copies of one owner's project lists. Each call is its own transaction. */
export function idbProjectListStore(db: AppDatabase) {
  const keyOf = (ownerId: number, query: string) => `${ownerId}|${query}`;
  return {
    async get<T>(ownerId: number, query: string): Promise<T | undefined> {
      const entry = await db.get(STORES.projectLists, keyOf(ownerId, query));
      return entry?.answer as T | undefined;
    },
    async put<T>(ownerId: number, query: string, answer: T): Promise<void> {
      await db.put(STORES.projectLists, {
        key: keyOf(ownerId, query),
        ownerId,
        query,
        savedAt: Date.now(),
        answer,
      });
    },
    /** Every stored list of the owner, to change a project in all of them at once. */
    async all<T>(ownerId: number): Promise<StoredProjectList<T>[]> {
      return (await db.getAllFromIndex(
        STORES.projectLists,
        'byOwner',
        ownerId,
      )) as StoredProjectList<T>[];
    },
  };
}
export type ProjectListStore = ReturnType<typeof idbProjectListStore>;
