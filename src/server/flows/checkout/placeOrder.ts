import type { FastifyBaseLogger } from 'fastify';
import { ORDER_CHANGE_WINDOW_MS } from '../../../shared/catalog/orderWindow';
import { findMyAddress } from '../../commerce/addresses/addresses.service';
import {
  type CartQuote,
  markOrdered,
  openCartOfUser,
  quoteCart,
} from '../../commerce/cart/cart.service';
import { loadCatalogue } from '../../commerce/cart/cartCatalogue.service';
import { deliveryOptionsOf } from '../../commerce/cart/cartDelivery.service';
import {
  CouponUnavailable,
  couponNotApplicable,
  redeemCoupon,
} from '../../commerce/coupons/coupons.service';
import {
  findOrder,
  insertPlacedOrder,
  markCaptured,
  recentOrderOf,
} from '../../commerce/orders/orders.service';
import {
  GatewayUnavailable,
  PaymentDeclined,
  type PaymentSource,
} from '../../commerce/payments/paymentGateway';
import { cardToken, declinedError, gatewayOf } from '../../commerce/payments/payments.service';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, badRequest, conflict } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { insertJob } from '../../jobs/jobs.repo';
import { randomToken } from '../../security/tokens';
import { cartBlockers } from './cartBlockers';
import * as attempts from './checkoutAttempts.repo';
import { renewEveryMs, staleMsOf, stepDone } from './checkoutSteps';
import { CHECKOUT_SETTLE_JOB, settleAttempt } from './recoverCheckouts';
import { startFulfilment } from './startFulfilment';

/*
 * Placing an order, as one flow read as steps (design.md "Ordering"):
 *
 *   price → preflight → authorise → create order → capture → fulfil (print jobs, mail)
 *
 * The money is reserved before the order exists and taken only after the order is committed, so
 * a crash leaves either an authorisation without an order (recovery voids it) or an order not yet
 * captured (recovery captures it): one order, one charge, never one without the other. The
 * checkout attempt row records how far the flow got; at most one live attempt per cart makes
 * concurrent submits (double clicks, two tabs) place one order. The idempotency key makes a
 * retried request answer the first one's result.
 */

type OrderAnswer = { orderId: number; number: string };

/** The order form, with the request's Idempotency-Key header (undefined when it sent none). */
export type PlaceOrderInput = HandlerInput<'my/payment/order'> & {
  idempotencyKey: string | undefined;
};

function idempotencyKeyOf(input: PlaceOrderInput): string {
  const key = input.idempotencyKey;
  if (key === undefined || key.length === 0) {
    throw badRequest(
      'idempotency_key_required',
      'Placing an order needs an Idempotency-Key header, so a retry cannot order twice.',
    );
  }
  return key;
}

/** The order an earlier request with this key placed, if it got that far. */
async function earlierAnswer(deps: ServerDeps, userId: number, key: string) {
  const attempt = await attempts.orderedAttemptByKey(deps.db, userId, key);
  if (!attempt?.orderId) return undefined;
  // Ordered but not captured: if the request that ordered it died, its capture is done now, so
  // the order this answer names is paid for and on its way (a live request is left to finish).
  if (attempt.state === 'ordered') await settleAttempt(deps, attempt);
  const order = await findOrder(deps.db, attempt.orderId);
  return order && { orderId: order.id, number: order.number };
}

/** Step 1: the cart priced now, and everything an order needs present. */
async function priceStep(
  deps: ServerDeps,
  caller: Caller,
  userId: number,
  expectedTotalCents: number,
): Promise<{
  quote: CartQuote & { cart: NonNullable<CartQuote['cart']> };
  address: Record<string, unknown>;
}> {
  const cart = await openCartOfUser(deps.db, userId);
  const quote = await quoteCart(deps, caller, cart, await loadCatalogue(deps.db));
  if (!quote.cart || quote.items.length === 0) {
    // Another tab (or click) may have just ordered this cart: say so rather than "empty".
    const recent = await recentOrderOf(deps.db, userId, deps.now());
    if (recent) {
      throw conflict(
        'already_ordered',
        `Your cart was just ordered as ${recent.number}. Find it in your orders.`,
      );
    }
    throw new AppError(422, 'cart_empty', 'Your cart is empty. Add something to order first.');
  }
  const problems = quote.items.flatMap((item) => (item.problem ? [item.problem] : []));
  if (problems.length > 0) {
    throw new AppError(422, 'cart_not_orderable', problems[0] as string, { items: problems });
  }
  const address =
    quote.cart.shippingAddressId !== null
      ? await findMyAddress(deps.db, userId, quote.cart.shippingAddressId)
      : undefined;
  if (!address) {
    throw new AppError(422, 'shipping_address_required', 'Choose where to send your order.', {
      shippingAddressId: ['Choose an address from your address book.'],
    });
  }
  if (quote.price.totalCents !== expectedTotalCents) {
    throw conflict(
      'total_changed',
      'The total of your cart has changed since you saw it. Check it and place the order again.',
      { expectedTotalCents: [`The total is now ${quote.price.totalCents} cents.`] },
    );
  }
  return { quote: quote as CartQuote & { cart: NonNullable<CartQuote['cart']> }, address };
}

/** Step 2: the stored designs checked again; an error stops the order, warnings do not. */
async function preflightStep(deps: Pick<ServerDeps, 'db'>, quote: CartQuote) {
  const errors = (await cartBlockers(deps.db, quote)).flatMap((line) =>
    line.blockers.map((blocker) => `${line.name}: ${blocker.message}`),
  );
  if (errors.length > 0) {
    throw new AppError(422, 'preflight_failed', `Fix your design before ordering. ${errors[0]}`, {
      items: errors,
    });
  }
}

async function paymentSource(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'my/payment/order'>,
  cartCardId: number | null,
): Promise<PaymentSource> {
  if (input.paymentMethodNonce) return { nonce: input.paymentMethodNonce };
  const cardId = input.creditCardId ?? cartCardId ?? undefined;
  if (cardId !== undefined) return { vaultToken: await cardToken(deps, caller, cardId) };
  throw badRequest('payment_method_required', 'Enter a card, or choose a saved one.', {
    paymentMethodNonce: ['Enter a card, or choose a saved one.'],
  });
}

/**
 * The checkout flow for the signed-in caller's cart. `log` takes what the caller cannot be told:
 * a processor still out of reach while a failed authorisation is looked up.
 */
export async function placeOrder(
  deps: ServerDeps,
  caller: Caller,
  input: PlaceOrderInput,
  log: Pick<FastifyBaseLogger, 'warn'>,
  /** Set on the second pass, after settling what a dead request left on the cart. */
  settledBlocker = false,
): Promise<OrderAnswer> {
  const { db } = deps;
  const userId = requireUser(caller, 'Please sign in to place your order.');
  const key = idempotencyKeyOf(input);
  const gateway = gatewayOf(deps);

  // A retry after a lost answer (or a 500 whose key was released) finds the order it placed.
  const earlier = await earlierAnswer(deps, userId, key);
  if (earlier) return earlier;

  const { quote, address } = await priceStep(deps, caller, userId, input.expectedTotalCents);
  const source = await paymentSource(deps, caller, input, quote.cart.creditCardId);
  await preflightStep(deps, quote);

  const now = deps.now();
  const attempt = await attempts.insertAttempt(db, {
    cartId: quote.cart.id,
    userId,
    idempotencyKey: key,
    amountCents: quote.price.totalCents,
    gatewayId: gateway.id,
    reference: `checkout-${randomToken(12)}`,
    createdAt: now,
    updatedAt: now,
  });
  if (!attempt) {
    const blocking = await attempts.liveAttemptOfCart(db, quote.cart.id);
    const lapsesAt = blocking ? blocking.updatedAt.getTime() + staleMsOf(deps) : 0;
    // A request that died (a killed process) stops renewing its attempt: once it has lapsed, this
    // request settles it at once, voiding or capturing it, and then looks at the cart afresh.
    if (
      blocking &&
      !settledBlocker &&
      blocking.state !== 'completed' &&
      lapsesAt < now.getTime() &&
      (await settleAttempt(deps, blocking)) !== 'busy'
    ) {
      return placeOrder(deps, caller, input, log, true);
    }
    throw new AppError(
      409,
      'checkout_in_progress',
      'This cart is already being ordered (another tab or click). Check your orders in a moment.',
      undefined,
      Math.max(1, Math.ceil((lapsesAt - now.getTime()) / 1000)),
    );
  }
  // While this request lives it renews the attempt, so recovery never takes it for a dead one.
  const renewal = setInterval(() => {
    attempts
      .renewAttempt(db, attempt.id, deps.now())
      .catch((error: unknown) => log.warn({ err: error }, 'checkout: renewing the attempt failed'));
  }, renewEveryMs(deps));
  try {
    return await payAndOrder(deps, log, attempt, quote, address, source, userId);
  } finally {
    clearInterval(renewal);
  }
}

/** Steps 3 to 6, for an attempt this request started and holds. */
async function payAndOrder(
  deps: ServerDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  attempt: attempts.AttemptRow,
  quote: CartQuote & { cart: NonNullable<CartQuote['cart']> },
  address: Record<string, unknown>,
  source: PaymentSource,
  userId: number,
): Promise<OrderAnswer> {
  const { db } = deps;
  const gateway = gatewayOf(deps);
  // Durable: if this process dies from here on, the job settles the attempt.
  await insertJob(db, {
    kind: CHECKOUT_SETTLE_JOB,
    payload: { attemptId: attempt.id },
    ownerId: userId,
    runAt: new Date(attempt.createdAt.getTime() + staleMsOf(deps) + 1_000),
  });
  await stepDone(deps, 'price', attempt.id);
  await stepDone(deps, 'preflight', attempt.id);

  // Step 3: authorise.
  let transactionId: string;
  try {
    ({ transactionId } = await gateway.authorise({
      amountCents: quote.price.totalCents,
      source,
      reference: attempt.reference,
    }));
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await attempts.moveAttempt(db, attempt.id, 'started', 'failed', deps.now(), {
        error: error.reason,
      });
      throw declinedError(error);
    }
    if (error instanceof GatewayUnavailable) {
      // Whether the processor reserved anything is unknown: look it up by our reference and void
      // it, so the customer is not left with a hold and no order. If the processor is still out
      // of reach, the recovery pass finishes this later.
      await attempts.moveAttempt(db, attempt.id, 'started', 'voiding', deps.now());
      try {
        const found = await gateway.findByReference(attempt.reference);
        if (found?.status === 'authorised') await gateway.void(found.transactionId);
        await attempts.moveAttempt(db, attempt.id, 'voiding', 'failed', deps.now(), {
          error: 'gateway_unavailable',
        });
      } catch (lookupError) {
        log.warn({ err: lookupError }, 'checkout: processor still unreachable');
      }
      throw new AppError(
        503,
        'payment_unavailable',
        'We could not reach the card processor, and your order is not placed. Try again in a few minutes.',
        undefined,
        30,
      );
    }
    throw error;
  }
  if (
    !(await attempts.moveAttempt(db, attempt.id, 'started', 'authorised', deps.now(), {
      transactionId,
    }))
  ) {
    throw conflict('checkout_abandoned', 'This checkout took too long and was stopped. Try again.');
  }
  await stepDone(deps, 'authorise', attempt.id);

  // Step 4: create the order, with the cart closed and the coupon used, all or nothing.
  const placedAt = deps.now();
  const shipping = quote.shipping!;
  // The date the checkout page showed for this method, by the same function on the same cart.
  const estimate = (await deliveryOptionsOf(db, quote, placedAt)).find(
    (option) => option.shippingOptionId === shipping.option.id,
  );
  let order: Awaited<ReturnType<typeof insertPlacedOrder>>;
  try {
    order = await db.transaction(async (tx) => {
      if (!(await markOrdered(tx, quote.cart.id, placedAt))) {
        throw conflict('checkout_in_progress', 'This cart has already been ordered.');
      }
      const row = await insertPlacedOrder(tx, {
        userId,
        cartId: quote.cart.id,
        gatewayId: gateway.id,
        transactionId,
        price: quote.price,
        ...(quote.price.coupon.status === 'applied' ? { couponCode: quote.price.coupon.code } : {}),
        shippingOptionId: shipping.option.id,
        shippingAddress: address,
        ...(estimate ? { arrivesBy: estimate.arrivesBy } : {}),
        placedAt,
        changeWindowEndsAt: new Date(placedAt.getTime() + ORDER_CHANGE_WINDOW_MS),
        items: quote.items.map((item) => ({
          ...(item.row.projectId !== null ? { projectId: item.row.projectId } : {}),
          productId: item.line!.productId,
          productTypeId: item.line!.productTypeId,
          name: item.name,
          quantity: item.row.quantity,
          unitCents: item.line!.unitCents,
          totalCents: item.line!.totalCents,
          options: item.row.options,
        })),
      });
      if (quote.price.coupon.status === 'applied') {
        await redeemCoupon(tx, {
          code: quote.price.coupon.code,
          userId,
          orderId: row.id,
          at: placedAt,
        });
      }
      if (
        !(await attempts.moveAttempt(tx, attempt.id, 'authorised', 'ordered', placedAt, {
          orderId: row.id,
        }))
      ) {
        throw conflict(
          'checkout_abandoned',
          'This checkout took too long and was stopped. Try again.',
        );
      }
      return row;
    });
  } catch (error) {
    // Nothing was ordered: the reserved money goes back at once (recovery would, later).
    if (await attempts.moveAttempt(db, attempt.id, 'authorised', 'voiding', deps.now())) {
      await gateway.void(transactionId);
      await attempts.moveAttempt(db, attempt.id, 'voiding', 'voided', deps.now(), {
        error: error instanceof Error ? error.message.slice(0, 200) : 'order failed',
      });
    }
    if (error instanceof CouponUnavailable) throw couponNotApplicable(error.reason, error.message);
    throw error;
  }
  await stepDone(deps, 'order', attempt.id);

  // Step 5: capture, now that the order is committed.
  await gateway.capture(transactionId, order.totalCents);
  await db.transaction(async (tx) => {
    await markCaptured(tx, order.id, deps.now());
    await attempts.moveAttempt(tx, attempt.id, 'ordered', 'completed', deps.now());
  });
  await stepDone(deps, 'capture', attempt.id);

  // Step 6: print jobs, the production clock and the confirmation mail.
  await startFulfilment(deps, order.id);
  await stepDone(deps, 'fulfil', attempt.id);
  return { orderId: order.id, number: order.number };
}
