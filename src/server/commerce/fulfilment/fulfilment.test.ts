import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/catalog/time';
import { SANDBOX_PRINT_MS, sandboxFulfilment } from './fulfilment';

describe('the sandbox fulfilment partner', () => {
  it('prints, ships with a tracking number, then delivers, on the clock it is given', async () => {
    const partner = sandboxFulfilment();
    const lockedAt = new Date('2026-11-23T20:00:00Z');
    const order = { id: 1, number: 'PS-2026-000001', lockedAt, transitDays: 3 };
    const at = (ms: number) => new Date(lockedAt.getTime() + ms);

    const printing = await partner.status(order, at(0));
    expect(printing).toEqual({ state: 'printing', nextCheckAt: at(SANDBOX_PRINT_MS) });
    const shipped = await partner.status(order, at(SANDBOX_PRINT_MS));
    expect(shipped).toMatchObject({ state: 'shipped', carrier: 'Sandbox Post' });
    if (shipped.state !== 'shipped') throw new Error('not shipped');
    expect(shipped.trackingNumber).toMatch(/^SBX[0-9A-F]{12}$/);
    const delivered = await partner.status(order, shipped.nextCheckAt);
    expect(delivered).toMatchObject({ state: 'delivered', trackingNumber: shipped.trackingNumber });
    expect(shipped.nextCheckAt.getTime() - at(SANDBOX_PRINT_MS).getTime()).toBeLessThan(3 * DAY_MS);
    expect(partner.trackingUrl('Sandbox Post', shipped.trackingNumber)).toContain(
      shipped.trackingNumber,
    );
  });
});
