import type { ActionOutput } from '../../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { parseSizeParam, sizeParam } from '../../../shared/catalog/sizes';
import { cheapestOptions } from '../../../shared/pricing/fromPrices';
import { priceLineOf } from '../../../shared/pricing/priceLines';
import { priceProject } from '../../../shared/pricing/priceProject';
import { eachCents } from '../../../shared/pricing/rounding';
import { build } from '../../../shared/routes/build';
import * as repo from './cart.repo';
import { type CartCaller, type CartDeps, cartOwner, quoteCart } from './cart.service';
import type { CartCatalogue } from './cartCatalogue.service';
import { loadCatalogue } from './cartCatalogue.service';

/*
 * Envelopes that match the cards in the cart: for each card line, the envelope product of the
 * cards' size (either way up: a 7x5 card goes in the 5x7 envelope) and as many envelopes as cards,
 * less the envelopes of that size the cart already holds. Priced by priceProject, as the line
 * would be once added, and with the editor link that starts printed envelopes of the same size
 * and quantity.
 */

type EnvelopeOffer = ActionOutput<'my/cart/envelope_offers'>['items'][number];
type Product = CartCatalogue['products'] extends Map<number, infer P> ? P : never;

/** A cart line as the offer reads it. */
export interface OfferLine {
  cartItemId: number;
  name: string;
  productId: number;
  productTypeId: number;
  sizeKey: unknown;
  quantity: number;
}

function sameSize(product: Product, sizeKey: unknown): boolean {
  const size = typeof sizeKey === 'string' ? parseSizeParam(sizeKey) : undefined;
  const { widthInches: w, heightInches: h } = product;
  if (!size || w === undefined || h === undefined) return false;
  return (size.width === w && size.height === h) || (size.width === h && size.height === w);
}

/** The offers for these cart lines: pure, so the matching is tested without a cart. */
export function envelopeOffersFor(
  lines: readonly OfferLine[],
  catalogue: CartCatalogue,
): EnvelopeOffer[] {
  const envelopes = [...catalogue.products.values()].filter(
    (p) => p.productTypeId === PRODUCT_TYPE_ID.envelope,
  );
  // Envelopes already in the cart, by envelope product: they count against the cards first.
  const held = new Map<number, number>();
  for (const line of lines) {
    if (line.productTypeId !== PRODUCT_TYPE_ID.envelope) continue;
    held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  }
  const offers: EnvelopeOffer[] = [];
  for (const line of lines) {
    if (priceLineOf(line.productTypeId) !== 'card') continue;
    const envelope = envelopes.find((p) => sameSize(p, line.sizeKey));
    if (!envelope) continue;
    const covered = Math.min(held.get(envelope.id) ?? 0, line.quantity);
    held.set(envelope.id, (held.get(envelope.id) ?? 0) - covered);
    const quantity = line.quantity - covered;
    if (quantity <= 0) continue;
    const options = cheapestOptions(envelope, catalogue.pricing);
    if (!options) continue;
    const { totalCents } = priceProject({ ...options, quantity }, catalogue.pricing);
    const sizeKey = sizeParam({
      width: envelope.widthInches as number,
      height: envelope.heightInches as number,
    });
    offers.push({
      cartItemId: line.cartItemId,
      cardName: line.name,
      sizeKey,
      quantity,
      product: envelope,
      totalCents,
      eachCents: eachCents(totalCents, quantity),
      designHref: build('editor', { type: 'envelope', ipid: envelope.id, quantity }),
    });
  }
  return offers;
}

export async function envelopeOffers(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/envelope_offers'>> {
  const cart = await repo.findOpenCart(deps.db, cartOwner(caller));
  if (!cart) return { items: [] };
  const catalogue = await loadCatalogue(deps.db);
  const quote = await quoteCart(deps, caller, cart, catalogue);
  const lines = quote.items.map((item) => ({
    cartItemId: item.row.id,
    name: item.name,
    productId: item.row.productId,
    productTypeId: item.productTypeId,
    sizeKey: item.row.options.sizeKey,
    quantity: item.row.quantity,
  }));
  return { items: envelopeOffersFor(lines, catalogue) };
}
