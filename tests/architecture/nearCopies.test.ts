import { describe, expect, it } from 'vitest';
import { importGraph } from './importGraph';

const edges = importGraph().filter((e) => !e.typeOnly);
const imports = (from: string, to: string) => edges.some((e) => e.from === from && e.to === to);
const VERIFY = 'src/shared/photos/cropVerify.ts';

/**
 * Issue 19: near copies are decided by the same code on the server and in the photo worker. The
 * worker groups duplicates with findDuplicateGroups (duplicates.ts → findNearCopies), the server
 * flags a new photo with hasLookalikeOf (photoLookalikes.ts → sameCropPicture); both live in
 * cropVerify.ts, and nothing else decides by the hashes alone.
 */
describe('near copies: one rule for the worker and the server', () => {
  it('the worker’s duplicate search and the server’s lookalike check both import cropVerify', () => {
    expect(imports('workers/photos/photoWorkerApi.ts', 'src/shared/photos/duplicates.ts')).toBe(
      true,
    );
    expect(imports('src/shared/photos/duplicates.ts', VERIFY)).toBe(true);
    expect(imports('src/server/media/photos/photoLookalikes.ts', VERIFY)).toBe(true);
  });

  it('only cropVerify uses the unverified crop search or distance outside tests and benches', () => {
    const users = edges
      .filter((e) => e.to === 'src/shared/photos/cropPairs.ts' && !/\.test\.ts$/.test(e.from))
      .map((e) => e.from);
    expect(users).toEqual([VERIFY]);
  });
});
