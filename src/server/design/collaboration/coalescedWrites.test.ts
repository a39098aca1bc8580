import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { coalescedWrites } from './coalescedWrites';

function edits(count: number): { doc: Y.Doc; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (let n = 0; n < count; n++) doc.getMap('m').set(`k${n % 7}`, n);
  return { doc, updates };
}

describe('coalescedWrites', () => {
  it('stores a burst in few writes and loses none of it', async () => {
    const { doc, updates } = edits(50);
    const written: Uint8Array[] = [];
    let release: () => void = () => {};
    let started: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const writes = coalescedWrites(async (update) => {
      written.push(update);
      // The first write is slow: everything after it queues and goes in the next one.
      if (written.length === 1) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    const done = [writes.add(updates[0]!)];
    await firstStarted;
    for (const update of updates.slice(1)) done.push(writes.add(update));
    release();
    await Promise.all(done);
    expect(written).toHaveLength(2);
    const stored = new Y.Doc();
    for (const update of written) Y.applyUpdate(stored, update);
    expect(stored.getMap('m').toJSON()).toEqual(doc.getMap('m').toJSON());
  });

  it('rejects the adds of a failed write, and the next write still runs', async () => {
    const { updates } = edits(3);
    let calls = 0;
    const writes = coalescedWrites(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
    });
    const first = writes.add(updates[0]!);
    await expect(first).rejects.toThrow('disk full');
    await expect(writes.add(updates[1]!)).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
