import { describe, expect, it } from 'vitest';
import { bookDocument } from '../../../../shared/project/autofill/testing/fixtures';
import { projectDocumentSchema } from '../../../../shared/project/document';
import { refitBookCover } from '../../../../shared/project/products/bookCover';
import { addPages, removePages } from './pages';

const coverOf = (doc: ReturnType<typeof bookDocument>) =>
  doc.surfaceOrder.map((id) => doc.surfaces[id]!).find((surface) => surface.kind === 'cover')!;
const panel = (doc: ReturnType<typeof bookDocument>, role: string) =>
  coverOf(doc).panels.find((p) => p.role === role)!.rect;

describe('page commands and the cover wrap', () => {
  it('leaves a cover that already fits its page count as it is', () => {
    const doc = bookDocument();
    expect(refitBookCover(doc)).toBe(doc);
  });

  it('widens the spine when pages are added and narrows it when they go, moving the front with it', () => {
    const doc = bookDocument();
    const bounds = { min: 20, max: 200 };
    const thicker = addPages(doc, { pairs: 20, bounds });
    expect(thicker.options.pageCount).toBe((doc.options.pageCount ?? 20) + 40);
    expect(panel(thicker, 'spine').width).toBeGreaterThan(panel(doc, 'spine').width);
    const shift = panel(thicker, 'front').x - panel(doc, 'front').x;
    expect(shift).toBeGreaterThan(0);
    // Whatever sat on the front panel moved with it.
    const frontIds = coverOf(doc).elementIds.filter((id) => {
      const element = doc.elements[id]!;
      return element.type !== 'background' && element.x >= panel(doc, 'front').x;
    });
    for (const id of frontIds)
      expect(thicker.elements[id]!.x).toBeCloseTo(doc.elements[id]!.x + shift, 1);
    expect(projectDocumentSchema.safeParse(thicker).success).toBe(true);

    const added = thicker.surfaceOrder.filter((id) => !doc.surfaces[id]);
    const thinner = removePages(thicker, { ids: added, bounds });
    expect(panel(thinner, 'spine').width).toBeCloseTo(panel(doc, 'spine').width, 3);
    expect(panel(thinner, 'front').x).toBeCloseTo(panel(doc, 'front').x, 3);
  });
});
