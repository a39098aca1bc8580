import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutText } from '../../render/textLayout';
import { FONTS } from '../fonts';
import { fittingFontSize } from './fitText';

const families = FONTS.map((font) => font.key);

describe('fittingFontSize', () => {
  it('keeps the wanted size when the words fit at it', () => {
    const box = { x: 0, y: 0, width: 400, height: 60 };
    expect(fittingFontSize('2027', { fontFamily: 'inter', lineHeight: 1.2 }, box, 24)).toBe(24);
  });

  it('shrinks a long spaced capital title until it sets in its box', () => {
    const box = { x: 0, y: 0, width: 180, height: 40 };
    const style = {
      fontFamily: 'inter' as const,
      lineHeight: 1.2,
      uppercase: true,
      letterSpacing: 0.08,
    };
    const size = fittingFontSize('The Parker Family', style, box, 30);
    expect(size).toBeLessThan(30);
    expect(layoutText('The Parker Family', { ...style, fontSize: size }, box).overflows).toBe(
      false,
    );
  });

  it('never exceeds the wanted size, and what it returns above 4 pt fits', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(...families),
        fc.boolean(),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 400, noNaN: true }),
        fc.double({ min: 4, max: 200, noNaN: true }),
        (words, fontFamily, uppercase, width, height, wanted) => {
          const style = {
            fontFamily,
            lineHeight: 1.2,
            uppercase,
            letterSpacing: uppercase ? 0.08 : 0,
          };
          const size = fittingFontSize(words, style, { x: 0, y: 0, width, height }, wanted);
          expect(size).toBeLessThanOrEqual(wanted);
          expect(size).toBeGreaterThanOrEqual(4);
          if (size > 4) {
            expect(
              layoutText(words, { ...style, fontSize: size }, { width, height }).overflows,
            ).toBe(false);
          }
        },
      ),
    );
  });
});
