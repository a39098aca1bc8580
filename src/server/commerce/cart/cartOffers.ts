import type { ActionOutput } from '../../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { productFromCents } from '../../../shared/pricing/fromPrices';
import { listCoupons } from '../coupons/coupons.service';
import * as repo from './cart.repo';
import { type CartCaller, type CartDeps, cartOwner, quoteCart } from './cart.service';
import { loadCatalogue } from './cartCatalogue.service';

/*
 * What the cart page suggests: why the held code does not apply and which offers might, and
 * products that go with what is in the cart.
 */

const CARD_TYPES = [2, 3, 4, 7, 11, 13];

/** What goes with each product type: labels with cards, a calendar with a book… */
const RELATED: Record<number, number[]> = {
  [PRODUCT_TYPE_ID.book]: [
    PRODUCT_TYPE_ID.calendar,
    PRODUCT_TYPE_ID.photo_print,
    PRODUCT_TYPE_ID.canvas,
  ],
  [PRODUCT_TYPE_ID.calendar]: [PRODUCT_TYPE_ID.book, PRODUCT_TYPE_ID.magnet],
  [PRODUCT_TYPE_ID.photo_print]: [
    PRODUCT_TYPE_ID.canvas,
    PRODUCT_TYPE_ID.poster,
    PRODUCT_TYPE_ID.book,
  ],
  [PRODUCT_TYPE_ID.wedding_sample_kit]: [PRODUCT_TYPE_ID.flat_card, PRODUCT_TYPE_ID.envelope],
  [PRODUCT_TYPE_ID.label]: [PRODUCT_TYPE_ID.envelope, PRODUCT_TYPE_ID.flat_card],
  [PRODUCT_TYPE_ID.envelope]: [PRODUCT_TYPE_ID.label, PRODUCT_TYPE_ID.flat_card],
  // Cards' envelopes are offered by their size and quantity (envelopeOffers.ts), not here.
  ...Object.fromEntries(
    CARD_TYPES.map((id) => [id, [PRODUCT_TYPE_ID.label, PRODUCT_TYPE_ID.magnet]]),
  ),
};
/** An empty cart is shown the shop's best sellers' lines. */
const DEFAULT_RELATED = [PRODUCT_TYPE_ID.book, PRODUCT_TYPE_ID.flat_card, PRODUCT_TYPE_ID.calendar];
const CROSS_SELL_COUNT = 4;

export async function couponHints(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/coupon_hints'>> {
  const cart = await repo.findOpenCart(deps.db, cartOwner(caller));
  const quote = await quoteCart(deps, caller, cart);
  const hints: string[] = [];
  if (quote.couponProblem) hints.push(quote.couponProblem);
  if (!cart?.couponCode) {
    for (const offer of (await listCoupons(deps)).items)
      hints.push(`${offer.code}: ${offer.title}.`);
  }
  return { hints };
}

export async function crossSellItems(
  deps: Pick<CartDeps, 'db'>,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/recommended_cross_sell_items'>> {
  const { db } = deps;
  const cart = await repo.findOpenCart(db, cartOwner(caller));
  const rows = cart ? await repo.listItems(db, cart.id) : [];
  const catalogue = await loadCatalogue(db);
  const inCart = new Set(rows.map((row) => Number(row.options.productTypeId)));
  const wanted = [
    ...new Set((inCart.size ? [...inCart] : []).flatMap((id) => RELATED[id] ?? [])),
  ].filter((id) => !inCart.has(id));
  const types = wanted.length ? wanted : DEFAULT_RELATED;
  const candidates = [...catalogue.products.values()]
    .filter((p) => types.includes(p.productTypeId))
    .map((p) => ({ product: p, from: productFromCents(p, catalogue.pricing) }))
    .filter((c): c is { product: typeof c.product; from: number } => c.from !== undefined);
  // One per type first, in the order of relevance, cheapest of each, then fill up.
  const picked = types.flatMap((type) =>
    candidates
      .filter((c) => c.product.productTypeId === type)
      .sort((a, b) => a.from - b.from)
      .slice(0, 1),
  );
  return {
    items: picked.slice(0, CROSS_SELL_COUNT).map(({ product }) => ({
      id: product.id,
      productTypeId: product.productTypeId,
      name: product.name,
      ...(product.sku ? { sku: product.sku } : {}),
      priceCents: product.priceCents,
      ...(product.widthInches ? { widthInches: product.widthInches } : {}),
      ...(product.heightInches ? { heightInches: product.heightInches } : {}),
    })),
  };
}
