import { describe, expect, it } from 'vitest';
import { printedAddressLines } from './printedAddress';

describe('printedAddressLines', () => {
  it('prints a US address as card shops do, without the country', () => {
    expect(
      printedAddressLines({
        firstName: 'Ann',
        lastName: 'Rivera',
        line1: '1234 Maple Avenue',
        line2: 'Apt 5',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62704',
        country: 'US',
      }),
    ).toEqual(['Ann Rivera', '1234 Maple Avenue', 'Apt 5', 'Springfield, IL 62704']);
  });

  it('adds the company and a foreign country, and keeps within six lines of 80 characters', () => {
    const lines = printedAddressLines({
      firstName: 'Bo',
      company: 'X'.repeat(100),
      line1: '1 High Street',
      line2: 'Floor 2',
      city: 'London',
      postalCode: 'SW1A 1AA',
      country: 'gb',
    });
    expect(lines).toEqual([
      'Bo',
      'X'.repeat(80),
      '1 High Street',
      'Floor 2',
      'London, SW1A 1AA',
      'GB',
    ]);
  });
});
