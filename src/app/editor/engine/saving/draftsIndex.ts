import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { z } from 'zod';
import { projectOptions } from '../../../../shared/api/actions/projectSchemas';
import { DRAFTS_DATABASE_NAME } from './draftsDatabaseName';

/*
 * The list of projects this device holds, for the project list, the startup sync and a guest's
 * sign-in. It is its own small database rather than a store of the app database: that layer is
 * being moved to a neutral folder, and a separate database needs no step in its upgrade.
 */

export const draftSchema = z.object({
  clientId: z.uuid(),
  serverId: z.number().int().positive().optional(),
  name: z.string().max(200),
  productTypeId: z.number().int().positive(),
  /** The catalogue design it was made from, told to the server when the draft is uploaded. */
  templateId: z.number().int().positive().optional(),
  themeId: z.number().int().positive().optional(),
  /** The product options the server keeps beside the design (its list, the cart). */
  productId: z.number().int().positive().optional(),
  pageCount: z.number().int().positive().optional(),
  options: projectOptions.optional(),
  updatedAt: z.number(),
  /** null while a guest owns it; the user's id once they sign in. */
  ownerUserId: z.number().int().positive().nullable(),
  /** Base64 Yjs state vector of what the server is known to have. */
  syncedStateVector: z.string().optional(),
});
export type Draft = z.infer<typeof draftSchema>;

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: Draft; indexes: { byOwner: number } };
}

export { DRAFTS_DATABASE_NAME };
export const DRAFTS_DATABASE_VERSION = 1;
export const DRAFTS_STORE = 'drafts';

export interface DraftsIndex {
  get(clientId: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  update(clientId: string, patch: Partial<Omit<Draft, 'clientId'>>): Promise<Draft | undefined>;
  /** A user's drafts, or the guest drafts (owner null). */
  list(ownerUserId: number | null): Promise<Draft[]>;
  /** Makes every guest draft the user's, when the guest signs up or in. */
  claimGuestDrafts(userId: number): Promise<Draft[]>;
}

export async function openDraftsIndex(): Promise<DraftsIndex> {
  const db: IDBPDatabase<DraftsSchema> = await openDB<DraftsSchema>(
    DRAFTS_DATABASE_NAME,
    DRAFTS_DATABASE_VERSION,
    {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const store = database.createObjectStore(DRAFTS_STORE, { keyPath: 'clientId' });
          store.createIndex('byOwner', 'ownerUserId');
        }
      },
    },
  );
  const all = async () => (await db.getAll(DRAFTS_STORE)).map((row) => draftSchema.parse(row));
  const index: DraftsIndex = {
    get: async (clientId) => {
      const row = await db.get(DRAFTS_STORE, clientId);
      return row ? draftSchema.parse(row) : undefined;
    },
    put: async (draft) => {
      await db.put(DRAFTS_STORE, draftSchema.parse(draft));
    },
    async update(clientId, patch) {
      const transaction = db.transaction(DRAFTS_STORE, 'readwrite');
      const row = await transaction.store.get(clientId);
      if (!row) return undefined;
      const next = draftSchema.parse({ ...row, ...patch });
      await transaction.store.put(next);
      await transaction.done;
      return next;
    },
    // A null key cannot be indexed, so guest drafts are found by a scan of this short list.
    list: async (owner) =>
      owner === null
        ? (await all()).filter((draft) => draft.ownerUserId === null)
        : (await db.getAllFromIndex(DRAFTS_STORE, 'byOwner', owner)).map((row) =>
            draftSchema.parse(row),
          ),
    async claimGuestDrafts(userId) {
      const guests = await index.list(null);
      const claimed = guests.map((draft) => ({ ...draft, ownerUserId: userId }));
      const transaction = db.transaction(DRAFTS_STORE, 'readwrite');
      await Promise.all([
        ...claimed.map((draft) => transaction.store.put(draft)),
        transaction.done,
      ]);
      return claimed;
    },
  };
  return index;
}
