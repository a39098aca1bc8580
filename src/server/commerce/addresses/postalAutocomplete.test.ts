import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPostalCode } from '../../../shared/addresses/postalCodes';
import { postalPlaces } from './data/postalData';
import { MAX_SUGGESTIONS, suggestPlaces } from './postalAutocomplete';

describe('postal data set', () => {
  it('has a few hundred valid, unique entries', () => {
    expect(postalPlaces.length).toBeGreaterThan(300);
    const keys = new Set(postalPlaces.map((p) => `${p.country}:${p.postalCode}`));
    expect(keys.size).toBe(postalPlaces.length);
    for (const place of postalPlaces) {
      expect(checkPostalCode(place.country, place.postalCode)).toEqual({
        ok: true,
        postalCode: place.postalCode,
      });
    }
  });
});

describe('suggestPlaces', () => {
  it('puts the exact code first, then code prefixes', () => {
    const suggestions = suggestPlaces(postalPlaces, '10001');
    expect(suggestions[0]?.address).toEqual({
      postalCode: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
    });
    expect(suggestPlaces(postalPlaces, '6060').every((s) => s.address.city === 'Chicago')).toBe(
      true,
    );
  });

  it('matches cities without case or accents, and filters by country', () => {
    expect(suggestPlaces(postalPlaces, 'montreal')[0]?.address.city).toBe('Montréal');
    const springfield = suggestPlaces(postalPlaces, 'spring', 'US');
    expect(springfield[0]?.address).toMatchObject({ city: 'Springfield', state: 'IL' });
    expect(suggestPlaces(postalPlaces, 'sw1a', 'GB').map((s) => s.address.postalCode)).toEqual([
      'SW1A 1AA',
      'SW1A 2AA',
    ]);
    expect(suggestPlaces(postalPlaces, '10001', 'DE')).toEqual([]);
  });

  it('returns at most ten suggestions for any query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        expect(suggestPlaces(postalPlaces, query).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      }),
    );
  });
});
