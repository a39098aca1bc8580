import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostalCode } from './postalCodes';

const ok = (country: string, code: string) => {
  const check = checkPostalCode(country, code);
  return check.ok ? check.postalCode : undefined;
};

describe('checkPostalCode', () => {
  it.each([
    ['US', '10001', '10001'],
    ['US', '10001-1234', '10001-1234'],
    ['US', '100011234', '10001-1234'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'M5V 3L9', 'M5V 3L9'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['DE', '10115', '10115'],
    ['FR', '75001', '75001'],
    ['NL', '1011ab', '1011 AB'],
    ['AU', '2000', '2000'],
    ['JP', '100-0001', '100-0001'],
    ['IE', 'd02 x285', 'D02 X285'],
  ])('%s %s → %s', (country, code, expected) => {
    expect(ok(country, code)).toBe(expected);
  });

  it.each([
    ['US', '1234'],
    ['US', '123456'],
    ['US', 'ABCDE'],
    ['CA', 'D1A 0B1'],
    ['GB', '12345'],
    ['DE', '1011'],
    ['FR', '7500A'],
    ['NL', '0123 AB'],
    ['NL', '1234 SS'],
    ['AU', '20000'],
    ['JP', '!!'],
    ['JP', ''],
  ])('refuses %s %s with a hint', (country, code) => {
    const check = checkPostalCode(country, code);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message.length).toBeGreaterThan(10);
  });

  it('never throws and returns a canonical code that checks again to itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'CA', 'GB', 'DE', 'FR', 'NL', 'AU', 'ZZ'),
        fc.string(),
        (country, code) => {
          const check = checkPostalCode(country, code);
          if (check.ok) expect(ok(country, check.postalCode)).toBe(check.postalCode);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
