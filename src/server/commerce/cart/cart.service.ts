import type { ActionOutput } from '../../../shared/api/actionTable';
import { isPrintWithoutPhoto } from '../../../shared/catalog/photoPrints';
import {
  type CartShippingOption,
  cartShippingOptions,
} from '../../../shared/catalog/shippingRates';
import { couponRejectionMessage } from '../../../shared/pricing/coupon';
import { type CartPrice, priceCart, type ShippingChoice } from '../../../shared/pricing/priceCart';
import { eachCents } from '../../../shared/pricing/rounding';
import { optionWords } from '../../../shared/project/optionWords';
import { pictureTemplateByProductType } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, badRequest, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { findMyAddress } from '../addresses/addresses.service';
import {
  couponNotApplicable,
  couponUseCheck,
  couponUseMessage,
  findCoupon,
  type StoredCoupon,
  unknownCoupon,
} from '../coupons/coupons.service';
import * as repo from './cart.repo';
import { type CartCatalogue, loadCatalogue, productOptionsFor } from './cartCatalogue.service';
import { cartProject, checkProject, type PricedItem, priceItems, productIdOf } from './cartLines';

type CartView = ActionOutput<'my/cart/show'>;

/** What the cart's services use of the server: its database and its clock. */
export type CartDeps = Pick<ServerDeps, 'db' | 'now'>;
/** Who the cart belongs to: the signed-in user, else this browser. */
export type CartCaller = Pick<Caller, 'userId' | 'anonymousId'>;

/** Whose cart this caller reaches: the user's when signed in, else this browser's. */
export function cartOwner(caller: CartCaller): repo.CartOwner {
  return caller.userId !== null ? { userId: caller.userId } : { anonymousId: caller.anonymousId };
}

/** Everything the cart's price was made of: the checkout flow charges exactly this. */
export interface CartQuote {
  cart?: repo.CartRow;
  items: PricedItem[];
  price: CartPrice;
  shipping?: CartShippingOption;
  coupon?: StoredCoupon;
  /** Why the held code takes nothing off, in a sentence; undefined when it applies or none is held. */
  couponProblem?: string;
  view: CartView;
}

const EMPTY_PRICE = priceCart([], undefined, undefined, new Date(0));

function viewOf(cart: repo.CartRow | undefined, quote: Omit<CartQuote, 'view'>): CartView {
  const { price } = quote;
  return {
    items: quote.items.map((item) => ({
      id: item.row.id,
      ...(item.row.projectId !== null ? { projectId: item.row.projectId } : {}),
      productId: item.row.productId,
      name: item.name,
      quantity: item.row.quantity,
      // The design page's "each": the line total over the quantity, quantity tier included.
      unitPriceCents: item.line ? eachCents(item.line.totalCents, item.line.quantity) : 0,
      totalCents: item.line?.totalCents ?? 0,
      ...(item.thumbnailUrl ? { thumbnailUrl: item.thumbnailUrl } : {}),
      options: optionWords(item.row.options),
      ...(item.printSizes
        ? { printSizes: item.printSizes.map(({ photoId: _, ...size }) => size) }
        : {}),
      ...(item.row.acceptedWarnings?.length ? { acceptedWarnings: item.row.acceptedWarnings } : {}),
      warnings: item.warnings,
    })),
    ...(cart?.couponCode ? { couponCode: cart.couponCode } : {}),
    ...(cart?.loyaltyProgramCode ? { loyaltyProgramCode: cart.loyaltyProgramCode } : {}),
    ...(cart?.shippingAddressId ? { shippingAddressId: cart.shippingAddressId } : {}),
    ...(quote.shipping ? { shippingOptionId: quote.shipping.option.id } : {}),
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    shippingCents: price.shippingCents,
    taxCents: price.taxCents,
    totalCents: price.totalCents,
  };
}

/** The coupon the cart holds, or why it cannot count for this customer any more. */
async function heldCoupon(db: Db, cart: repo.CartRow) {
  if (!cart.couponCode) return {};
  const coupon = await findCoupon(db, cart.couponCode);
  if (!coupon) return { couponProblem: `The code ${cart.couponCode} no longer exists.` };
  const used = await couponUseCheck(db, coupon, cart.userId ?? undefined);
  if (used) return { coupon, couponProblem: couponUseMessage(coupon.rule.code, used) };
  return { coupon, usable: coupon };
}

/** Prices the cart now: its lines, the chosen (or cheapest) shipping, its coupon. */
export async function quoteCart(
  deps: CartDeps,
  caller: CartCaller,
  cart: repo.CartRow | undefined,
  catalogue?: CartCatalogue,
): Promise<CartQuote> {
  if (!cart) {
    const empty = { items: [], price: EMPTY_PRICE };
    return { ...empty, view: viewOf(undefined, empty) };
  }
  const { db } = deps;
  const now = deps.now();
  const rows = await repo.listItems(db, cart.id);
  const items = await withProductPictures(
    db,
    await priceItems(deps, caller, cart.id, rows, catalogue ?? (await loadCatalogue(db))),
  );
  const lines = items.flatMap((item) => (item.line ? [item.line] : []));
  const options = cartShippingOptions(lines.map((line) => line.productTypeId));
  const shipping =
    options.find((o) => o.option.id === cart.shippingOptionId) ??
    (lines.length ? options[0] : undefined);
  const choice: ShippingChoice | undefined = shipping && {
    methodId: String(shipping.option.id),
    priceCents: shipping.priceCents,
    standardPriceCents: options[0]?.priceCents ?? shipping.priceCents,
  };
  const held = await heldCoupon(db, cart);
  const price = priceCart(lines, held.usable?.rule, choice, now);
  const couponProblem =
    held.couponProblem ??
    (price.coupon.status === 'rejected' && held.usable
      ? couponRejectionMessage(held.usable.rule, price.coupon.reason)
      : undefined);
  const quote = {
    cart,
    items,
    price,
    ...(shipping ? { shipping } : {}),
    ...(held.coupon ? { coupon: held.coupon } : {}),
    ...(couponProblem ? { couponProblem } : {}),
  };
  return { ...quote, view: viewOf(cart, quote) };
}

/**
 * A catalogue product bought without a project is pictured by a design of its kind (the one the
 * storefront features), rather than an empty tile.
 */
async function withProductPictures(db: Db, items: PricedItem[]): Promise<PricedItem[]> {
  const types = [
    ...new Set(items.filter((i) => i.row.projectId === null).map((i) => i.productTypeId)),
  ];
  if (types.length === 0) return items;
  const pictures = await pictureTemplateByProductType(db, types);
  return items.map((item) => {
    const id = item.row.projectId === null ? pictures.get(item.productTypeId) : undefined;
    return id ? { ...item, thumbnailUrl: `/artwork/templates/${id}.svg` } : item;
  });
}

export async function showCart(deps: CartDeps, caller: CartCaller): Promise<CartView> {
  const cart = await repo.findOpenCart(deps.db, cartOwner(caller));
  return (await quoteCart(deps, caller, cart)).view;
}

/** The caller's open cart priced now (an empty quote when they have none). */
export async function quoteOpenCart(deps: CartDeps, caller: CartCaller): Promise<CartQuote> {
  return quoteCart(deps, caller, await repo.findOpenCart(deps.db, cartOwner(caller)));
}

/** The header's cart badge: how many items, and their subtotal as priced now. */
export async function previewCart(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/cart/preview'>> {
  const cart = await repo.findOpenCart(deps.db, cartOwner(caller));
  const { view } = await quoteCart(deps, caller, cart);
  return {
    itemCount: view.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalCents: view.subtotalCents,
  };
}

async function openCartOf(deps: CartDeps, caller: CartCaller) {
  return repo.openCart(deps.db, cartOwner(caller), deps.now());
}

async function ownItem(db: Db, cart: repo.CartRow, itemId: number) {
  const item = (await repo.listItems(db, cart.id)).find((row) => row.id === itemId);
  if (!item) throw notFound('Cart item', itemId);
  return item;
}

/** A photo print reaches the cart only with its photos: a print of nothing is not an order. */
function refusePrintWithoutPhoto(options: Parameters<typeof isPrintWithoutPhoto>[0]) {
  if (!isPrintWithoutPhoto(options)) return;
  throw new AppError(
    422,
    'print_without_photo',
    'Choose the photos to print first: make your prints on the photo prints page.',
  );
}

interface ItemChange {
  cartItemId?: number;
  /** Where /checkout's add came from (utm_* and the view key), kept with a new line. */
  source?: Record<string, string>;
  projectId?: number;
  productId?: number;
  /** Undefined keeps an existing line's quantity, or takes the project's own for a new line. */
  quantity?: number;
}

/** Adds, updates or (quantity 0) removes a line; answers the line's id, 0 when removed. */
async function changeItem(deps: CartDeps, caller: CartCaller, input: ItemChange): Promise<number> {
  const { db } = deps;
  if (
    input.cartItemId === undefined &&
    input.projectId === undefined &&
    input.productId === undefined
  ) {
    throw badRequest('invalid_input', 'Say which item to change.', {
      projectId: ['Send a project id, a product id or a cart item id.'],
    });
  }
  // Checked before the cart is made, so a bad id leaves no empty cart behind.
  const catalogue = await loadCatalogue(db);
  const project =
    input.projectId !== undefined ? await cartProject(deps, caller, input.projectId) : undefined;
  if (input.productId !== undefined && !catalogue.products.has(input.productId)) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      productId: ['No product on sale has this id.'],
    });
  }
  const cart = await openCartOf(deps, caller);
  const rows = await repo.listItems(db, cart.id);
  const existing =
    input.cartItemId !== undefined
      ? await ownItem(db, cart, input.cartItemId)
      : project
        ? rows.find((row) => row.projectId === project.id)
        : rows.find(
            (row) =>
              row.projectId === null &&
              row.productId === input.productId &&
              // A gift's line is its own: buying the same product for oneself is another line.
              !row.source?.purchaseInvite,
          );
  if (existing) {
    if (input.quantity === 0) {
      await repo.deleteItem(db, cart.id, existing.id);
      return 0;
    }
    if (input.quantity !== undefined)
      await repo.updateItem(db, cart.id, existing.id, { quantity: input.quantity });
    return existing.id;
  }
  if (input.quantity === 0) return 0;
  if (project) {
    const checked = await checkProject(db, project, catalogue);
    refusePrintWithoutPhoto(checked.options);
    const productId = productIdOf(checked.options, catalogue, project.productId);
    if (productId === undefined) {
      throw new AppError(
        422,
        'product_not_on_sale',
        'This project is in a size or product we no longer sell. Change it in the editor first.',
      );
    }
    const item = await repo.insertItem(db, {
      cartId: cart.id,
      projectId: project.id,
      productId,
      quantity: input.quantity ?? checked.options.quantity,
      options: checked.options as Record<string, unknown>,
      warnings: checked.warnings,
      acceptedWarnings: checked.acceptedWarnings,
      checkedAt: project.updatedAt,
      source: input.source ?? null,
      createdAt: deps.now(),
    });
    return item.id;
  }
  const productId = input.productId as number;
  const options = productOptionsFor(productId, input.quantity ?? 1, catalogue);
  if (!options) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      productId: ['This product cannot be ordered on its own.'],
    });
  }
  refusePrintWithoutPhoto(options);
  const item = await repo.insertItem(db, {
    cartId: cart.id,
    productId,
    quantity: options.quantity,
    options: options as Record<string, unknown>,
    source: input.source ?? null,
    createdAt: deps.now(),
  });
  return item.id;
}

/**
 * A gift's line in the giver's cart (purchase invites): the catalogue product bought as it is,
 * one of it, never merged with another line; `source` names the invite.
 */
export async function addGiftLine(
  deps: CartDeps,
  caller: CartCaller,
  productId: number,
  source: { purchaseInvite: string; giftFor: string },
): Promise<number> {
  const { db } = deps;
  const options = productOptionsFor(productId, 1, await loadCatalogue(db));
  if (!options) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      productId: ['This product cannot be given on its own.'],
    });
  }
  refusePrintWithoutPhoto(options);
  const cart = await openCartOf(deps, caller);
  const item = await repo.insertItem(db, {
    cartId: cart.id,
    productId,
    quantity: 1,
    options: options as Record<string, unknown>,
    source,
    createdAt: deps.now(),
  });
  return item.id;
}

export async function syncItem(
  deps: CartDeps,
  caller: CartCaller,
  input: HandlerInput<'my/cart/sync_item'>,
) {
  await changeItem(deps, caller, input);
  return showCart(deps, caller);
}

/** /checkout's add-or-update; the utm_* and view key are kept with a new line. */
export async function cartAdd(
  deps: CartDeps,
  caller: CartCaller,
  input: HandlerInput<'my/pages/cart_add'>,
) {
  const { viewKey, utmCampaign, utmMedium, utmSource, ...item } = input;
  const source = Object.fromEntries(
    Object.entries({ viewKey, utmCampaign, utmMedium, utmSource }).filter(([, v]) => v),
  ) as Record<string, string>;
  const cartItemId = await changeItem(deps, caller, {
    ...item,
    ...(Object.keys(source).length ? { source } : {}),
  });
  return { cartItemId, cart: await showCart(deps, caller) };
}

export async function setCoupon(
  deps: CartDeps,
  caller: CartCaller,
  code: string | undefined,
): Promise<CartView> {
  const { db } = deps;
  if (code === undefined) {
    const cart = await repo.findOpenCart(db, cartOwner(caller));
    if (cart) await repo.updateCart(db, cart.id, { couponCode: null }, deps.now());
    return showCart(deps, caller);
  }
  const coupon = await findCoupon(db, code);
  if (!coupon) throw unknownCoupon(code);
  const used = await couponUseCheck(db, coupon, caller.userId ?? undefined);
  if (used) throw couponNotApplicable(used, couponUseMessage(coupon.rule.code, used));
  const cart = await openCartOf(deps, caller);
  const quote = await quoteCart(deps, caller, { ...cart, couponCode: coupon.rule.code });
  if (quote.price.coupon.status === 'rejected') {
    const reason = quote.price.coupon.reason;
    throw couponNotApplicable(reason, couponRejectionMessage(coupon.rule, reason));
  }
  await repo.updateCart(db, cart.id, { couponCode: coupon.rule.code }, deps.now());
  return { ...quote.view, couponCode: coupon.rule.code };
}

/** The coupon the caller's cart holds, when it still exists (my/coupons/current). */
export async function currentCoupon(
  deps: CartDeps,
  caller: CartCaller,
): Promise<ActionOutput<'my/coupons/current'>> {
  const cart = await repo.findOpenCart(deps.db, cartOwner(caller));
  if (!cart?.couponCode) return {};
  const quote = await quoteCart(deps, caller, cart);
  return quote.coupon ? { coupon: quote.coupon.view } : {};
}

export async function setShippingAddress(deps: CartDeps, caller: CartCaller, addressId: number) {
  const userId = requireUser(caller, 'Please sign in to choose an address from your address book.');
  const address = await findMyAddress(deps.db, userId, addressId);
  if (!address) throw notFound('Address', addressId);
  const cart = await openCartOf(deps, caller);
  await repo.updateCart(deps.db, cart.id, { shippingAddressId: address.id }, deps.now());
  return showCart(deps, caller);
}

export async function setShippingMethod(
  deps: CartDeps,
  caller: CartCaller,
  shippingOptionId: number,
) {
  const cart = await openCartOf(deps, caller);
  const quote = await quoteCart(deps, caller, cart);
  const types = quote.items.flatMap((item) => (item.line ? [item.line.productTypeId] : []));
  if (!cartShippingOptions(types).some((o) => o.option.id === shippingOptionId)) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      shippingOptionId: ['Your items cannot ship by this option. Choose another.'],
    });
  }
  await repo.updateCart(deps.db, cart.id, { shippingOptionId }, deps.now());
  return showCart(deps, caller);
}

export async function setLoyaltyProgramCode(
  deps: CartDeps,
  caller: CartCaller,
  code: string | undefined,
) {
  const cart = await openCartOf(deps, caller);
  await repo.updateCart(deps.db, cart.id, { loyaltyProgramCode: code?.trim() || null }, deps.now());
  return showCart(deps, caller);
}

/** The payment choice of the checkout page (my/payment/sync), kept with the cart. */
export async function setCartPayment(
  deps: CartDeps,
  caller: CartCaller,
  choice: { creditCardId?: number; useCreditBalance?: boolean },
) {
  const cart = await openCartOf(deps, caller);
  await repo.updateCart(
    deps.db,
    cart.id,
    {
      creditCardId: choice.creditCardId ?? null,
      useCreditBalance: choice.useCreditBalance ?? false,
    },
    deps.now(),
  );
}

/** The open cart of a signed-in user, for the checkout flow. */
export function openCartOfUser(db: Db, userId: number) {
  return repo.findOpenCart(db, { userId });
}

export { listItems as cartItemsOf, markOrdered, markProjectLinesUnchecked } from './cart.repo';

/**
 * At sign-in the guest cart of this browser joins the user's: lines move over (a product already
 * there adds up), and the guest's code is kept when the user's cart had none.
 */
export async function adoptGuestCart(db: Db, anonymousId: string, userId: number, now: Date) {
  const guest = await repo.findOpenCart(db, { anonymousId });
  if (!guest) return;
  const mine = await repo.findOpenCart(db, { userId });
  if (!mine) {
    await repo.updateCart(db, guest.id, { userId }, now);
    return;
  }
  await db.transaction(async (tx) => {
    const mineItems = await repo.listItems(tx, mine.id);
    for (const item of await repo.listItems(tx, guest.id)) {
      const same = mineItems.find(
        (row) =>
          row.projectId === null && item.projectId === null && row.productId === item.productId,
      );
      if (same) {
        await repo.updateItem(tx, mine.id, same.id, { quantity: same.quantity + item.quantity });
        await repo.deleteItem(tx, guest.id, item.id);
      }
    }
    if (!mine.couponCode && guest.couponCode)
      await repo.updateCart(tx, mine.id, { couponCode: guest.couponCode }, now);
    await repo.moveItems(tx, guest.id, mine.id);
  });
}
