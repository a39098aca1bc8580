import { describe, expect, it } from 'vitest';
import { optionSentence, optionWords } from './optionWords';

describe('product options in words', () => {
  it('names what a book buyer chose, in the catalogue’s words', () => {
    expect(
      optionWords({
        productTypeId: 1,
        sizeKey: '11x8.5',
        quantity: 2,
        coverTypeId: 2,
        paperTypeId: 5,
        pageCount: 40,
        spineText: ' Summer 2026 ',
      }),
    ).toEqual([
      { label: 'Size', value: '11 × 8.5 in' },
      { label: 'Cover', value: 'Matte Hardcover' },
      { label: 'Paper', value: 'Pearl' },
      { label: 'Pages', value: '40' },
      { label: 'Spine', value: '“Summer 2026”' },
    ]);
  });

  it('names a card’s format, foil, trim and envelopes, and leaves out "no foil"', () => {
    expect(
      optionSentence({
        sizeKey: '5x7',
        formatTypeId: 2,
        foilTypeId: 3,
        trimTypeId: 2,
        envelope: { format: 'Standard', colorName: 'Teal', fontFamily: 'x', recipients: [{}, {}] },
      }),
    ).toBe(
      'Size 5 × 7 in · Format Side Folded · Foil Gold · Trim Round · Envelopes Standard envelopes, teal ink, 2 addressed',
    );
    expect(optionWords({ sizeKey: '5x7', foilTypeId: 1 })).toEqual([
      { label: 'Size', value: '5 × 7 in' },
    ]);
  });

  it('names frames, poster styles and a calendar’s first month; ignores what it cannot name', () => {
    expect(optionWords({ frameWrapId: 3, posterStyleId: 2, startingMonthYear: '2027-01' })).toEqual(
      [
        { label: 'Frame', value: 'Colour Edges' },
        { label: 'Style', value: 'Thin White Border' },
        { label: 'Starts', value: 'January 2027' },
      ],
    );
    expect(optionWords({ sizeKey: 'big', coverTypeId: 999, pageCount: 'x' })).toEqual([]);
  });
});
