import { describe, expect, it } from 'vitest';
import { PAPER_TYPES } from './bookMaterials';
import { CARD_PAPER_TYPE_IDS, CARD_PAPER_TYPES } from './cardPapers';

describe('card papers', () => {
  it('are paper types of the catalogue, each once', () => {
    expect(new Set(CARD_PAPER_TYPE_IDS).size).toBe(CARD_PAPER_TYPE_IDS.length);
    expect(CARD_PAPER_TYPES.map((paper) => paper.id)).toEqual([...CARD_PAPER_TYPE_IDS]);
    for (const paper of CARD_PAPER_TYPES) expect(PAPER_TYPES).toContain(paper);
  });

  it('leave out the lay-flat leaves and the book text weights', () => {
    for (const paper of CARD_PAPER_TYPES) {
      expect(paper.layflatOnly).toBe(false);
      expect(paper.name).not.toMatch(/^(Standard|Premium) /);
    }
  });
});
