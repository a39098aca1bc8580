import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressCsvTemplate, headerKey, readAddressCsv } from './addressCsv';
import { normalizeAddress, validateAddress } from './normalizeAddress';

describe('validateAddress', () => {
  it('normalizes whitespace, case and the postal code', () => {
    const check = validateAddress({
      firstName: '  Ada ',
      lastName: '',
      line1: '350  Fifth Avenue',
      city: 'New York',
      state: 'ny',
      postalCode: '101181234',
      country: 'us',
    });
    expect(check).toEqual({
      ok: true,
      address: {
        firstName: 'Ada',
        line1: '350 Fifth Avenue',
        city: 'New York',
        state: 'NY',
        postalCode: '10118-1234',
        country: 'US',
      },
    });
  });

  it('reports field errors', () => {
    const check = validateAddress({
      firstName: 'A',
      line1: 'x',
      city: 'y',
      postalCode: '1',
      country: 'US',
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fields.postalCode?.[0]).toMatch(/ZIP/);
    const missing = validateAddress({ line1: 'x', city: 'y', postalCode: '10001', country: 'US' });
    expect(missing).toEqual({ ok: false, fields: { firstName: ['First name is required.'] } });
  });

  it('normalization is idempotent', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string(),
          city: fc.string(),
          country: fc.string(),
          state: fc.string(),
        }),
        (a) => {
          const once = normalizeAddress(a);
          expect(normalizeAddress(once)).toEqual(once);
        },
      ),
    );
  });
});

describe('readAddressCsv', () => {
  it('maps tolerant headers and reports each rejected row with its reason', () => {
    const csv = [
      'first_name,Last Name,Street,City,ZIP,Country',
      'Ada,Lovelace,1 Main St,Springfield,62701,US',
      'Bob,Bad,2 Main St,Springfield,ABC,US',
      '',
      'Cy,,3 High St,London,sw1a 1aa,United Kingdom',
      ',,4 Nowhere,Town,10001,US',
    ].join('\n');
    const read = readAddressCsv(csv);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.addresses.map((a) => [a.row, a.address.postalCode, a.address.country])).toEqual([
      [2, '62701', 'US'],
      [5, 'SW1A 1AA', 'GB'],
    ]);
    expect(read.failed).toEqual([
      { row: 3, reason: expect.stringMatching(/ZIP/) },
      { row: 6, reason: 'First name is required.' },
    ]);
  });

  it('splits a full-name column and defaults the country', () => {
    const read = readAddressCsv(
      'Name;Address;Town;Postcode\nGrace Brewster Hopper;5 Elm;Arlington;22201',
    );
    expect(read.ok && read.addresses[0]?.address).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      country: 'US',
    });
  });

  it('refuses a file without the needed columns', () => {
    expect(readAddressCsv('')).toEqual({ ok: false, message: 'The file is empty.' });
    const read = readAddressCsv('foo,bar\n1,2');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/First name, Address line 1, City, Postal code/);
  });

  it('accepts its own template', () => {
    const read = readAddressCsv(addressCsvTemplate());
    expect(read.ok && read.addresses.length).toBe(2);
    expect(read.ok && read.failed).toEqual([]);
  });

  it('matches header names loosely', () => {
    expect(headerKey('First name')).toBe('firstname');
    expect(headerKey('FIRST-NAME')).toBe('firstname');
    expect(headerKey('Straße')).toBe('strasse');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', ',', '"', '\n', 'zip', 'city', 'name', 'address', '1'),
        }),
        (text) => {
          readAddressCsv(`name,address,city,zip\n${text}`);
          readAddressCsv(text);
        },
      ),
      { numRuns: 300 },
    );
  });
});
