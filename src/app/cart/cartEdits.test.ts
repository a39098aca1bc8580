import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from './cartCache';
import { withQuantity } from './cartEdits';

const line = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 500 }),
});

describe('a quantity change kept offline', () => {
  it('reprices the line, drops a 0, and never makes a negative total (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { selector: (l) => l.id, minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 500 }),
        (lines, discount, shipping, quantity) => {
          const items = lines.map((l) => ({
            ...l,
            productId: 1,
            name: `item ${l.id}`,
            totalCents: l.unitPriceCents * l.quantity,
            warnings: [],
          }));
          const subtotal = items.reduce((s, i) => s + i.totalCents, 0);
          const cart: Cart = {
            items,
            subtotalCents: subtotal,
            discountCents: Math.min(discount, subtotal),
            shippingCents: shipping,
            taxCents: 0,
            totalCents: Math.max(0, subtotal - Math.min(discount, subtotal) + shipping),
          };
          const target = items[0]!;
          const next = withQuantity(cart, target.id, quantity);
          const changed = next.items.find((i) => i.id === target.id);
          if (quantity === 0) expect(changed).toBeUndefined();
          else expect(changed?.totalCents).toBe(target.unitPriceCents * quantity);
          expect(next.totalCents).toBeGreaterThanOrEqual(0);
          expect(next.discountCents).toBeLessThanOrEqual(next.subtotalCents);
          expect(next.subtotalCents).toBe(next.items.reduce((s, i) => s + i.totalCents, 0));
        },
      ),
    );
  });
});
