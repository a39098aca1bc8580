import { describe, expect, it } from 'vitest';
import { OPTION_PRICES } from '../../../shared/catalog/optionPrices';
import { photoPrintTotalCents, printSizeLines } from '../../../shared/pricing/photoPrintPrices';
import { printResolution } from '../../../shared/project/templates/photoPrintDesign';
import { addPhotos, changePrint, fromStored, removePrint, toOrder } from './printOrderState';

const catalogue = {
  products: [{ id: 9, productTypeId: 40, priceCents: 29 }],
  optionPrices: OPTION_PRICES,
};

describe('print builder order', () => {
  it('adds each photo once, as a glossy borderless 4x6', () => {
    const prints = addPhotos(addPhotos([], ['1', '2']), ['2', '3']);
    expect(prints.map((p) => p.photoId)).toEqual(['1', '2', '3']);
    expect(prints[0]).toMatchObject({ sizeKey: '4x6', quantity: 1, finish: 'glossy' });
  });

  it('keeps copies between 1 and 999 and a finish the size is made in', () => {
    let prints = addPhotos([], ['1']);
    prints = changePrint(prints, 0, { quantity: 0 });
    expect(prints[0]?.quantity).toBe(1);
    prints = changePrint(prints, 0, { quantity: 5000 });
    expect(prints[0]?.quantity).toBe(999);
    prints = changePrint(prints, 0, { sizeKey: '5x5' });
    expect(prints[0]?.finish).toBe('matte');
    expect(removePrint(prints, 0)).toEqual([]);
  });

  it('reads a stored order back with its choices', () => {
    const stored = [{ photoId: '7', sizeKey: '8x10', quantity: 2, border: 'white' as const }];
    expect(toOrder(fromStored(stored))[0]).toMatchObject({ ...stored[0], finish: 'glossy' });
  });

  it('splits the total by size, and the lines add up to what the cart charges', () => {
    let prints = addPhotos([], ['1', '2']);
    prints = changePrint(prints, 0, { quantity: 3 });
    prints = changePrint(prints, 1, { sizeKey: '8x10' });
    const lines = printSizeLines(toOrder(prints), catalogue);
    expect(lines.map((line) => [line.sizeKey, line.copies])).toEqual([
      ['4x6', 3],
      ['8x10', 1],
    ]);
    expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(
      photoPrintTotalCents(toOrder(prints), catalogue),
    );
  });

  it('warns when a small photo prints large, by the preflight rule', () => {
    const small = { width: 600, height: 400 };
    expect(printResolution({ sizeKey: '4x6' }, { width: 1800, height: 1200 })?.badge).toBe('ok');
    expect(printResolution({ sizeKey: '8x10' }, small)?.badge).toBe('poor');
    expect(printResolution({ sizeKey: '8x10' }, { width: 0, height: 0 })).toBeUndefined();
  });
});
