import type { ActionOutput } from '../../../shared/api/actionTable';
import { PAYMENT_GATEWAY_ID } from '../../../shared/catalog/payments';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, notFound } from '../../http/appError';
import { callerOf, requireUser } from '../../http/caller';
import type { RequestContext, ServerDeps } from '../../http/requestContext';
import { PaymentDeclined, type PaymentGateway } from '../../payments/paymentGateway';
import { findMyAddress } from '../addresses/addresses.service';
import { openCartOfUser, setCartPayment } from '../cart/cart.service';
import { deleteCardReturningToken, findCard, insertCard, listCards } from './creditCards.repo';

/*
 * Saved cards and the payment step. A card is saved as the gateway's vault token with what the
 * card list shows (brand, last four, expiry); never its number, which only the gateway's hosted
 * fields (or the sandbox form) see. The token never leaves the server.
 */

export function gatewayOf(deps: ServerDeps): PaymentGateway {
  if (!deps.paymentGateway) throw new Error('buildServer sets a payment gateway');
  return deps.paymentGateway;
}

/** The customer reference the gateway files vaulted cards under; ours, not personal data. */
export const customerRef = (userId: number) => `customer-${userId}`;

export async function listCreditCards(
  ctx: RequestContext,
): Promise<ActionOutput<'my/credit_cards'>> {
  const rows = await listCards(ctx.deps.db, requireUser(callerOf(ctx)));
  return {
    items: rows.map(({ holderName, ...card }) => ({
      ...card,
      ...(holderName ? { holderName } : {}),
    })),
  };
}

/** A refused card is the caller's problem to fix (another card): 402 with the gateway's reason. */
export function declinedError(error: PaymentDeclined) {
  return new AppError(402, `payment_${error.reason}`, error.message, {
    paymentMethodNonce: [error.message],
  });
}

export async function createCreditCard(
  ctx: RequestContext,
  input: HandlerInput<'my/credit_cards#create'>,
): Promise<ActionOutput<'my/credit_cards#create'>> {
  const userId = requireUser(callerOf(ctx));
  // The billing address must be the caller's own, as anywhere an address id is taken.
  if (
    input.billingAddressId !== undefined &&
    !(await findMyAddress(ctx.deps.db, userId, input.billingAddressId))
  ) {
    throw notFound('Address', input.billingAddressId);
  }
  const gateway = gatewayOf(ctx.deps);
  let vaulted: Awaited<ReturnType<PaymentGateway['vault']>>;
  try {
    vaulted = await gateway.vault(input.paymentMethodNonce, customerRef(userId));
  } catch (error) {
    if (error instanceof PaymentDeclined) throw declinedError(error);
    throw error;
  }
  const row = await insertCard(ctx.deps.db, {
    userId,
    gatewayId: PAYMENT_GATEWAY_ID.braintreeSavedCards,
    gatewayToken: vaulted.token,
    brand: vaulted.brand,
    last4: vaulted.last4,
    expMonth: vaulted.expMonth,
    expYear: vaulted.expYear,
    createdAt: ctx.deps.now(),
  });
  if (input.makeDefault) await setCartPayment(ctx, { creditCardId: row.id });
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    ...(input.makeDefault ? { isDefault: true } : {}),
  };
}

/**
 * Another user's card and a card already deleted both answer 404: the caller learns nothing about
 * cards that are not theirs. The gateway forgets the card too.
 */
export async function deleteCreditCard(ctx: RequestContext, cardId: number) {
  const token = await deleteCardReturningToken(ctx.deps.db, requireUser(callerOf(ctx)), cardId);
  if (token === undefined) throw notFound('Credit card', cardId);
  await gatewayOf(ctx.deps).removeVaulted(token);
  return { ok: true as const };
}

/** The vault token of the caller's card, to pay with it; 404 when it is not theirs. */
export async function cardToken(ctx: RequestContext, cardId: number): Promise<string> {
  const row = await findCard(ctx.deps.db, requireUser(callerOf(ctx)), cardId);
  if (!row) throw notFound('Credit card', cardId);
  return row.gatewayToken;
}

export async function paymentSettings(ctx: RequestContext): Promise<ActionOutput<'my/payment'>> {
  const userId = requireUser(callerOf(ctx));
  const cards = await listCards(ctx.deps.db, userId);
  // The card chosen on the payment step, else the newest saved one.
  const chosen = (await openCartOfUser(ctx.deps.db, userId))?.creditCardId;
  const card = cards.find((c) => c.id === chosen) ?? cards.at(-1);
  return {
    gatewayId: gatewayOf(ctx.deps).id,
    ...(card ? { defaultCreditCardId: card.id } : {}),
    // There is no store credit yet; the field is there for gift balances.
    creditBalanceCents: 0,
  };
}

export async function syncPayment(ctx: RequestContext, input: HandlerInput<'my/payment/sync'>) {
  const userId = requireUser(callerOf(ctx));
  if (
    input.creditCardId !== undefined &&
    !(await findCard(ctx.deps.db, userId, input.creditCardId))
  )
    throw notFound('Credit card', input.creditCardId);
  await setCartPayment(ctx, input);
  return { ok: true as const };
}

export function paymentMethods(ctx: RequestContext): ActionOutput<'payment_method'> {
  const gateway = gatewayOf(ctx.deps);
  return { gatewayId: gateway.id, methods: ['card'], cardForm: gateway.kind };
}

export async function clientToken(ctx: RequestContext) {
  const userId = ctx.session.user?.id;
  return {
    clientToken: await gatewayOf(ctx.deps).clientToken(
      userId === undefined ? undefined : customerRef(userId),
    ),
  };
}
