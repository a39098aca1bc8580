import type { OutboxEntry } from '../src/shared/offline/outboxRules';
import type { OutboxStore } from '../src/shared/offline/replayOutbox';
import type { AppDatabase } from './appDatabase';

/** The outbox in IndexedDB. Each write is its own transaction, done before the promise resolves. */
export function idbOutboxStore(db: AppDatabase): OutboxStore {
  return {
    all: () => db.getAll('outbox'),
    async add(entry: OutboxEntry) {
      const { seq: _seq, ...fresh } = entry;
      return db.add('outbox', fresh as OutboxEntry);
    },
    async put(entry: OutboxEntry) {
      await db.put('outbox', entry);
    },
    async remove(seq: number) {
      await db.delete('outbox', seq);
    },
  };
}
