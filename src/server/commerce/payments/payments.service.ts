import type { ActionOutput } from '../../../shared/api/actionTable';
import { PAYMENT_GATEWAY_ID } from '../../../shared/catalog/payments';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { findMyAddress } from '../addresses/addresses.service';
import { openCartOfUser, setCartPayment } from '../cart/cart.service';
import { deleteCardReturningToken, findCard, insertCard, listCards } from './creditCards.repo';
import { PaymentDeclined, type PaymentGateway } from './paymentGateway';

/*
 * Saved cards and the payment step. A card is saved as the gateway's vault token with what the
 * card list shows (brand, last four, expiry); never its number, which only the gateway's hosted
 * fields (or the sandbox form) see. The token never leaves the server.
 */

export function gatewayOf(deps: Pick<ServerDeps, 'paymentGateway'>): PaymentGateway {
  if (!deps.paymentGateway) throw new Error('buildServer sets a payment gateway');
  return deps.paymentGateway;
}

/** The payment services' part of the server: its database, its clock and the card processor. */
type PaymentDeps = Pick<ServerDeps, 'db' | 'now' | 'paymentGateway'>;

/** The customer reference the gateway files vaulted cards under; ours, not personal data. */
export const customerRef = (userId: number) => `customer-${userId}`;

export async function listCreditCards(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
): Promise<ActionOutput<'my/credit_cards'>> {
  const rows = await listCards(deps.db, requireUser(caller));
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
  deps: PaymentDeps,
  caller: Caller,
  input: HandlerInput<'my/credit_cards#create'>,
): Promise<ActionOutput<'my/credit_cards#create'>> {
  const userId = requireUser(caller);
  // The billing address must be the caller's own, as anywhere an address id is taken.
  if (
    input.billingAddressId !== undefined &&
    !(await findMyAddress(deps.db, userId, input.billingAddressId))
  ) {
    throw notFound('Address', input.billingAddressId);
  }
  const gateway = gatewayOf(deps);
  let vaulted: Awaited<ReturnType<PaymentGateway['vault']>>;
  try {
    vaulted = await gateway.vault(input.paymentMethodNonce, customerRef(userId));
  } catch (error) {
    if (error instanceof PaymentDeclined) throw declinedError(error);
    throw error;
  }
  const row = await insertCard(deps.db, {
    userId,
    gatewayId: PAYMENT_GATEWAY_ID.braintreeSavedCards,
    gatewayToken: vaulted.token,
    brand: vaulted.brand,
    last4: vaulted.last4,
    expMonth: vaulted.expMonth,
    expYear: vaulted.expYear,
    createdAt: deps.now(),
  });
  if (input.makeDefault) await setCartPayment(deps, caller, { creditCardId: row.id });
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
export async function deleteCreditCard(
  deps: Pick<ServerDeps, 'db' | 'paymentGateway'>,
  caller: Caller,
  cardId: number,
) {
  const token = await deleteCardReturningToken(deps.db, requireUser(caller), cardId);
  if (token === undefined) throw notFound('Credit card', cardId);
  await gatewayOf(deps).removeVaulted(token);
  return { ok: true as const };
}

/** The vault token of the caller's card, to pay with it; 404 when it is not theirs. */
export async function cardToken(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  cardId: number,
): Promise<string> {
  const row = await findCard(deps.db, requireUser(caller), cardId);
  if (!row) throw notFound('Credit card', cardId);
  return row.gatewayToken;
}

export async function paymentSettings(
  deps: Pick<ServerDeps, 'db' | 'paymentGateway'>,
  caller: Caller,
): Promise<ActionOutput<'my/payment'>> {
  const userId = requireUser(caller);
  const cards = await listCards(deps.db, userId);
  // The card chosen on the payment step, else the newest saved one.
  const chosen = (await openCartOfUser(deps.db, userId))?.creditCardId;
  const card = cards.find((c) => c.id === chosen) ?? cards.at(-1);
  return {
    gatewayId: gatewayOf(deps).id,
    ...(card ? { defaultCreditCardId: card.id } : {}),
    // There is no store credit yet; the field is there for gift balances.
    creditBalanceCents: 0,
  };
}

export async function syncPayment(
  deps: PaymentDeps,
  caller: Caller,
  input: HandlerInput<'my/payment/sync'>,
) {
  const userId = requireUser(caller);
  if (input.creditCardId !== undefined && !(await findCard(deps.db, userId, input.creditCardId)))
    throw notFound('Credit card', input.creditCardId);
  await setCartPayment(deps, caller, input);
  return { ok: true as const };
}

export function paymentMethods(
  deps: Pick<ServerDeps, 'paymentGateway'>,
): ActionOutput<'payment_method'> {
  const gateway = gatewayOf(deps);
  return { gatewayId: gateway.id, methods: ['card'], cardForm: gateway.kind };
}

export async function clientToken(
  deps: Pick<ServerDeps, 'paymentGateway'>,
  caller: Pick<Caller, 'userId'>,
) {
  const { userId } = caller;
  return {
    clientToken: await gatewayOf(deps).clientToken(
      userId === null ? undefined : customerRef(userId),
    ),
  };
}
