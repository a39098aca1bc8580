import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryEstimate, productionStart } from './deliveryEstimate';

const day = (iso: string) => new Date(iso).getUTCDay();

describe('deliveryEstimate', () => {
  it('starts the same Pacific day before the noon cut-off (daylight saving, UTC-7)', () => {
    // Wednesday 11 June 2025, 11:59 Pacific.
    expect(productionStart(new Date('2025-06-11T18:59:00Z')).toISOString()).toBe(
      '2025-06-11T00:00:00.000Z',
    );
    // 12:00 Pacific: the next business day.
    expect(productionStart(new Date('2025-06-11T19:00:00Z')).toISOString()).toBe(
      '2025-06-12T00:00:00.000Z',
    );
  });

  it('uses UTC-8 in winter: 01:00 UTC on a Thursday is still Wednesday afternoon in Pacific', () => {
    expect(productionStart(new Date('2025-01-16T01:00:00Z')).toISOString()).toBe(
      '2025-01-16T00:00:00.000Z',
    );
    expect(productionStart(new Date('2025-01-15T19:59:00Z')).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });

  it('moves a weekend order to Monday and counts business days only', () => {
    // Saturday 14 June 2025: production Monday 16, 3 days → ships Thursday 19, standard 5–8.
    expect(
      deliveryEstimate({
        orderedAt: new Date('2025-06-14T17:00:00Z'),
        productionDays: 3,
        speed: 'standard',
      }),
    ).toEqual({
      startsOn: '2025-06-16',
      shipsOn: '2025-06-19',
      arrivesFrom: '2025-06-26',
      arrivesBy: '2025-07-01',
    });
  });

  it('never lands on a weekend and keeps its days in order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('standard' as const, 'expedited' as const, 'express' as const),
        (orderedAt, productionDays, speed) => {
          const estimate = deliveryEstimate({ orderedAt, productionDays, speed });
          for (const value of Object.values(estimate)) expect([0, 6]).not.toContain(day(value));
          expect(estimate.startsOn <= estimate.shipsOn).toBe(true);
          expect(estimate.shipsOn < estimate.arrivesFrom).toBe(true);
          expect(estimate.arrivesFrom <= estimate.arrivesBy).toBe(true);
        },
      ),
    );
  });
});
