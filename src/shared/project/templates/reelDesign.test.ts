import { describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../document';
import { reelItemsOf } from '../products/memoryReel';
import { reelDesign } from './reelDesign';

describe('reelDesign', () => {
  it('makes a frame per photo, in order, with the track in the reel options', () => {
    const doc = reelDesign({ name: 'Summer', photoIds: [12, 7, 30], musicTrackId: 2 });
    expect(doc.title).toBe('Summer');
    expect(doc.surfaceOrder).toHaveLength(3);
    expect(doc.options.reel?.musicTrackId).toBe(2);
    expect(reelItemsOf(doc).map((item) => item.photoId)).toEqual(['12', '7', '30']);
    // Each frame shows its photo, as the editor's timeline puts it.
    const shown = (id: string) => {
      const element = doc.elements[`${id}-photo`];
      return element?.type === 'photoSlot' ? element.photoId : undefined;
    };
    expect(doc.surfaceOrder.map(shown)).toEqual(['12', '7', '30']);
    expect(projectDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('leaves the track out when none was chosen', () => {
    expect(reelDesign({ name: 'Quiet', photoIds: [1] }).options.reel).not.toHaveProperty(
      'musicTrackId',
    );
  });
});
