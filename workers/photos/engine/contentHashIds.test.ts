import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentHashIds } from './contentHashIds';

describe('ContentHashIds', () => {
  it('answers, for every hash, the earliest added id still there, as a scan in order would', () => {
    const change = fc.record({
      add: fc.boolean(),
      hash: fc.constantFrom('a', 'b', 'c'),
      id: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const ids = new ContentHashIds();
        // The reference: placed photos in the order they were added, as the index held them.
        let placed: { hash: string; id: number }[] = [];
        for (const { add, hash, id } of changes) {
          const known = placed.some((p) => p.hash === hash && p.id === id);
          if (add && !known) {
            ids.add(hash, id);
            placed.push({ hash, id });
          } else if (!add && known) {
            ids.remove(hash, id);
            placed = placed.filter((p) => !(p.hash === hash && p.id === id));
          }
          for (const h of ['a', 'b', 'c']) {
            expect(ids.idOf(h)).toBe(placed.find((p) => p.hash === h)?.id);
          }
        }
      }),
    );
  });
});
