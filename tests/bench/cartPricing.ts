/**
 * Cart pricing (CPU-bound, no server): a 50-item cart of every product line, priced from the
 * seeded catalogue and the option price list: each item through priceProject (its options
 * checked against the schema), then priceCart with a coupon and a shipping method. Beside it, in
 * the same run, two baselines: summing 50 integers with Array.reduce and a JSON round trip of the
 * cart's items. Median of several batches, per cart. Target: under 5 ms.
 */
import { generateCatalog } from '../../src/server/catalog/catalog/catalogSeedData';
import { PRODUCT_TYPE_ID } from '../../src/shared/catalog/productTypes';
import { pricingCatalogue } from '../../src/shared/pricing/catalogue';
import type { Coupon } from '../../src/shared/pricing/coupon';
import { cheapestOptions } from '../../src/shared/pricing/fromPrices';
import { priceCart, type ShippingChoice } from '../../src/shared/pricing/priceCart';
import { type PricingCatalogue, priceProject } from '../../src/shared/pricing/priceProject';
import type { ProductOptions } from '../../src/shared/project/options';
import { table } from './support/benchTables';

const ITEMS = 50;
const BATCH = 200;
const BATCHES = 9;
const TARGET_MS = 5;

const COUPON: Coupon = {
  code: 'BENCH20',
  discount: { kind: 'percentage', basisPoints: 2000 },
  productTypeIds: [PRODUCT_TYPE_ID.book, PRODUCT_TYPE_ID.flat_card],
  minimumSpendCents: 5000,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2027-01-01T00:00:00Z',
};
const SHIPPING: ShippingChoice = { methodId: 'standard', priceCents: 899, standardPriceCents: 899 };
const NOW = new Date('2026-11-25T12:00:00Z');

/** 50 items cycling through every seeded product, with the options its line sells. */
function sampleCart(catalogue: PricingCatalogue): ProductOptions[] {
  const items: ProductOptions[] = [];
  for (let n = 0; items.length < ITEMS; n++) {
    const product = catalogue.products[n % catalogue.products.length];
    const options = product && cheapestOptions(product, catalogue);
    if (!product || !options) continue;
    const extra: Partial<ProductOptions> =
      product.productTypeId === PRODUCT_TYPE_ID.book
        ? { coverTypeId: 2, pageCount: 20 + (n % 60) * 2, paperTypeId: 3 }
        : product.productTypeId === PRODUCT_TYPE_ID.foil
          ? { foilTypeId: 3, trimTypeId: 2, quantity: 25 + n }
          : product.productTypeId === PRODUCT_TYPE_ID.canvas
            ? { frameWrapId: 3 }
            : { quantity: 1 + (n % 30) };
    items.push({ ...options, ...extra });
  }
  return items;
}

/** Per call, in ms: the median over BATCHES of BATCH calls each, after a warm-up batch. */
function median(run: () => unknown): number {
  const batch = () => {
    const started = performance.now();
    for (let i = 0; i < BATCH; i++) run();
    return (performance.now() - started) / BATCH;
  };
  batch();
  const times = Array.from({ length: BATCHES }, batch).sort((a, b) => a - b);
  return times[Math.floor(BATCHES / 2)] ?? Number.NaN;
}

export async function benchCartPricing(): Promise<void> {
  const catalogue = pricingCatalogue(generateCatalog().products);
  const items = sampleCart(catalogue);
  const totals = items.map((_, n) => n * 137);
  const priceTheCart = () =>
    priceCart(
      items.map((options) => priceProject(options, catalogue)),
      COUPON,
      SHIPPING,
      NOW,
    );
  const cart = priceTheCart();
  if (cart.coupon.status !== 'applied' || cart.totalCents <= 0) {
    throw new Error(`the bench cart did not price as meant: ${JSON.stringify(cart)}`);
  }

  const reduce = median(() => totals.reduce((sum, cents) => sum + cents, 0));
  const json = median(() => JSON.parse(JSON.stringify(items)));
  const pricing = median(priceTheCart);

  const ms = (value: number) => value.toFixed(value < 0.1 ? 4 : 3);
  const ratio = (value: number, base: number) => `${(value / base).toFixed(0)}×`;
  console.log(
    `\nCart pricing: ${ITEMS} items of ${catalogue.products.length} seeded products, median of ${BATCHES} batches of ${BATCH}\n`,
  );
  console.log(
    table(
      ['run', 'ms per cart', 'vs reduce', 'vs JSON round trip', 'target'],
      [
        [`Array.reduce over ${ITEMS} integers (baseline)`, ms(reduce), '1×', '—', '—'],
        ['JSON round trip of the items (baseline)', ms(json), ratio(json, reduce), '1×', '—'],
        [
          'priceProject × 50 + priceCart (coupon, shipping)',
          ms(pricing),
          ratio(pricing, reduce),
          ratio(pricing, json),
          `< ${TARGET_MS} ms: ${pricing < TARGET_MS ? 'met' : 'MISSED'}`,
        ],
      ],
    ),
  );
}
