import type { OutboxEntry } from '../src/shared/offline/outboxRules';
import type { OutboxStore } from '../src/shared/offline/replayOutbox';
import { type AppDatabase, STORES } from './appDatabase';

/** The outbox in IndexedDB. Each write is its own transaction, done before the promise resolves. */
export function idbOutboxStore(db: AppDatabase): OutboxStore {
  return {
    all: () => db.getAll(STORES.outbox),
    async add(entry: OutboxEntry) {
      const { seq: _seq, ...fresh } = entry;
      return db.add(STORES.outbox, fresh as OutboxEntry);
    },
    async put(entry: OutboxEntry) {
      await db.put(STORES.outbox, entry);
    },
    async remove(seq: number) {
      await db.delete(STORES.outbox, seq);
    },
  };
}
