import type { ActionOutput } from '../../../shared/api/actionTable';
import { SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import { optionWords } from '../../../shared/project/optionWords';
import { build } from '../../../shared/routes/build';
import type { Db, DbTx } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { contactOf } from '../../identity/myAccount/account.service';
import type { MailMessage } from '../../mail/mailer';
import { randomToken } from '../../security/tokens';
import { releaseCoupon } from '../coupons/coupons.service';
import { gatewayOf } from '../payments/payments.service';
import { progressMail } from './orderMails';
import * as repo from './orders.repo';

type OrderView = ActionOutput<'my/order/details'>;
export type OrderDeps = Pick<
  ServerDeps,
  'db' | 'now' | 'mailer' | 'publicOrigin' | 'listenAddress' | 'paymentGateway'
>;

const DEFAULT_PAGE_SIZE = 20;

function summaryOf(order: repo.OrderRow, itemCount: number) {
  return {
    id: order.id,
    number: order.number,
    state: order.state,
    placedAt: order.placedAt.toISOString(),
    totalCents: order.totalCents,
    itemCount,
  };
}

export function canCancel(order: repo.OrderRow, now: Date): boolean {
  return order.state === 'placed' && now < order.changeWindowEndsAt;
}

function shippingOf(order: repo.OrderRow) {
  const method = SHIPPING_OPTIONS.find((option) => option.id === order.shippingOptionId);
  return {
    ...(method ? { shippingMethod: method.name } : {}),
    ...(order.arrivesBy ? { arrivesBy: order.arrivesBy } : {}),
  };
}

async function viewOf(db: Db, order: repo.OrderRow, now: Date): Promise<OrderView> {
  const [items, shipments] = await Promise.all([
    repo.itemsOf(db, order.id),
    repo.shipmentsOf(db, order.id),
  ]);
  return {
    ...summaryOf(
      order,
      items.reduce((sum, item) => sum + item.quantity, 0),
    ),
    items: items.map((item) => ({
      id: item.id,
      ...(item.projectId !== null ? { projectId: item.projectId } : {}),
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      totalCents: item.totalCents,
      options: optionWords(item.options),
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    shippingAddress: order.shippingAddress as OrderView['shippingAddress'],
    ...shippingOf(order),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingToken: s.trackingToken,
      shippedAt: s.shippedAt.toISOString(),
    })),
    canCancel: canCancel(order, now),
  };
}

export async function listOrders(
  deps: Pick<ServerDeps, 'db'>,
  caller: Pick<Caller, 'userId'>,
  input: HandlerInput<'my/account/orders'>,
): Promise<ActionOutput<'my/account/orders'>> {
  const userId = requireUser(caller);
  const perPage = Number(input.perPage ?? DEFAULT_PAGE_SIZE);
  const page = Number(input.page ?? 1);
  const { rows, total } = await repo.pageOfOrders(deps.db, userId, perPage, (page - 1) * perPage);
  return { items: rows.map((row) => summaryOf(row.order, row.itemCount)), total };
}

/** Another user's order is 404, as if it did not exist. */
async function ownOrder(db: Db, caller: Pick<Caller, 'userId'>, orderId: number) {
  const order = await repo.findUserOrder(db, requireUser(caller), orderId);
  if (!order) throw notFound('Order', orderId);
  return order;
}

export async function orderDetails(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId'>,
  orderId: number,
): Promise<OrderView> {
  return viewOf(deps.db, await ownOrder(deps.db, caller, orderId), deps.now());
}

/** What each order not cancelled charged for a project's design: the price the design keeps. */
export function openOrderLinesOfProject(db: Db, projectId: number) {
  return repo.openItemsOfProject(db, projectId);
}

/** The order of a finished checkout, for the flow's answer and its retries. */
export function findOrder(db: Db, orderId: number) {
  return repo.findOrder(db, orderId);
}

/**
 * How long after an order is placed the customer's empty cart, and a second try at paying for it,
 * still name it: long enough for someone whose answer was lost to reload and look.
 */
export const RECENT_ORDER_MS = 30 * 60_000;

/** The order the customer placed in the last little while, if any: what their empty cart became. */
export function recentOrderOf(db: Db, userId: number, now: Date) {
  return repo.latestPlacedSince(db, userId, new Date(now.getTime() - RECENT_ORDER_MS));
}

export async function sendOrderMail(
  deps: OrderDeps,
  order: repo.OrderRow,
  make: (origin: string, to: { email: string; firstName: string }) => MailMessage,
): Promise<void> {
  const to = await contactOf(deps.db, order.userId);
  if (to) await deps.mailer.send(make(shopOrigin(deps), to));
}

/** The caller's order, ready to cancel: `done` when it already was; refused after the window. */
export async function cancellableOrder(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId'>,
  orderId: number,
): Promise<{ order: repo.OrderRow; done?: OrderView }> {
  const now = deps.now();
  const order = await ownOrder(deps.db, caller, orderId);
  if (order.state === 'cancelled') return { order, done: await viewOf(deps.db, order, now) };
  if (!canCancel(order, now)) {
    throw new AppError(
      409,
      'order_locked',
      'This order is already being made, so it can no longer be cancelled.',
    );
  }
  return { order };
}

/**
 * Moves a placed order to cancelled in the caller's transaction and gives its coupon use back;
 * false when it left 'placed' meanwhile (it has just gone to production).
 */
export async function markCancelled(tx: DbTx, orderId: number, now: Date): Promise<boolean> {
  const ok = await repo.moveState(tx, orderId, 'placed', 'cancelled', now, { cancelledAt: now });
  if (ok) await releaseCoupon(tx, orderId);
  return ok;
}

/** After the cancellation committed: the money goes back, the customer is told, the order shown. */
export async function settleCancellation(
  deps: OrderDeps,
  order: repo.OrderRow,
): Promise<OrderView> {
  await settleCancelledPayment(deps, order.id);
  const after = (await repo.findOrder(deps.db, order.id)) ?? order;
  await sendOrderMail(deps, after, (origin, to) =>
    progressMail(origin, to, after, { kind: 'cancelled' }),
  );
  return viewOf(deps.db, after, deps.now());
}

/** A cancelled order's money goes back: an authorisation is voided, a capture refunded. */
export async function settleCancelledPayment(deps: OrderDeps, orderId: number) {
  const order = await repo.findOrder(deps.db, orderId);
  if (order?.state !== 'cancelled') return;
  const gateway = gatewayOf(deps as ServerDeps);
  if (order.paymentState === 'authorised') {
    await gateway.void(order.transactionId);
    await repo.setPaymentState(deps.db, order.id, 'voided', deps.now());
  } else if (order.paymentState === 'captured') {
    await gateway.refund(order.transactionId, order.totalCents);
    await repo.setPaymentState(deps.db, order.id, 'refunded', deps.now());
  }
}

/** The shipment a tracking link names: its token, and the identifier of the link when given. */
async function shipmentOfLink(db: Db, token: string, identifier: string | undefined) {
  const shipment = await repo.findShipmentByToken(db, token);
  const matches =
    shipment &&
    (identifier === undefined ||
      identifier === String(shipment.id) ||
      identifier === shipment.trackingNumber);
  if (!shipment || !matches) throw notFound('Shipment', identifier ?? 'token');
  return shipment;
}

/** The tracking page's link for a shipment, to the carrier's site; the token works signed out. */
export async function trackingUrl(
  deps: Pick<ServerDeps, 'db' | 'fulfilment'>,
  input: HandlerInput<'my/shipments/tracking_url'>,
) {
  const shipment = await shipmentOfLink(deps.db, input.token, input.identifier);
  if (!deps.fulfilment) throw notFound('Shipment', input.identifier ?? 'token');
  return { url: deps.fulfilment.trackingUrl(shipment.carrier, shipment.trackingNumber) };
}

/**
 * Where a parcel is, for the signed-out tracking page: its order's steps with their dates, the
 * carrier and its number. The token of the shipping mail is the proof; nothing personal is told.
 */
export async function shipmentStatus(
  deps: Pick<ServerDeps, 'db' | 'fulfilment'>,
  input: HandlerInput<'my/shipments/status'>,
): Promise<ActionOutput<'my/shipments/status'>> {
  const shipment = await shipmentOfLink(deps.db, input.token, input.identifier);
  const order = await repo.findOrder(deps.db, shipment.orderId);
  if (!order) throw notFound('Shipment', input.identifier ?? 'token');
  const delivered = shipment.deliveredAt ?? undefined;
  const url = deps.fulfilment?.trackingUrl(shipment.carrier, shipment.trackingNumber);
  return {
    orderNumber: order.number,
    state: delivered ? 'delivered' : 'shipped',
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    ...(url && /^https?:\/\//.test(url) ? { trackingUrl: url } : {}),
    steps: [
      { step: 'placed', done: true, at: order.placedAt.toISOString() },
      // Production starts when the change window closes; a parcel was printed before it shipped.
      { step: 'printing', done: true, at: order.changeWindowEndsAt.toISOString() },
      { step: 'shipped', done: true, at: shipment.shippedAt.toISOString() },
      delivered
        ? { step: 'delivered', done: true, at: delivered.toISOString() }
        : { step: 'delivered', done: false },
    ],
    ...(!delivered && order.arrivesBy ? { arrivesBy: order.arrivesBy } : {}),
  };
}

/** A new shipment's tracking link for the mail: our page, opened by its token. */
export function newTracking(origin: string, shipmentNumber: string) {
  const token = randomToken();
  return {
    token,
    url: `${origin}${build('shipments.trackOne', { identifier: shipmentNumber, token })}`,
  };
}

export type { OrderRow } from './orders.repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PlacedOrder {
  userId: number;
  cartId: number;
  gatewayId: number;
  transactionId: string;
  price: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    taxCents: number;
    totalCents: number;
  };
  couponCode?: string;
  shippingOptionId: number;
  shippingAddress: Record<string, unknown>;
  arrivesBy?: string;
  placedAt: Date;
  changeWindowEndsAt: Date;
  items: {
    projectId?: number;
    productId: number;
    productTypeId: number;
    name: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
    options: Record<string, unknown>;
  }[];
}

/** Writes the order inside the checkout's transaction; its number comes from its id. */
export async function insertPlacedOrder(tx: Tx, input: PlacedOrder): Promise<repo.OrderRow> {
  const row = await repo.insertOrder(
    tx,
    {
      number: `pending-${input.cartId}`,
      userId: input.userId,
      cartId: input.cartId,
      paymentState: 'authorised',
      gatewayId: input.gatewayId,
      transactionId: input.transactionId,
      ...input.price,
      couponCode: input.couponCode ?? null,
      shippingOptionId: input.shippingOptionId,
      shippingAddress: input.shippingAddress,
      arrivesBy: input.arrivesBy ?? null,
      placedAt: input.placedAt,
      changeWindowEndsAt: input.changeWindowEndsAt,
      updatedAt: input.placedAt,
    },
    input.items.map((item) => ({ ...item, projectId: item.projectId ?? null })),
  );
  const number = `PS-${input.placedAt.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
  await repo.setOrderNumber(tx, row.id, number);
  return { ...row, number };
}

/** The checkout's capture went through. */
export async function markCaptured(db: Db | Tx, orderId: number, at: Date) {
  await repo.setPaymentState(db, orderId, 'captured', at);
}

export const claimFulfilmentStart = repo.claimFulfilmentStart;
export const ordersAwaitingFulfilmentStart = repo.ordersAwaitingFulfilmentStart;

export const moveOrderState = repo.moveState;
export const orderItemsOf = repo.itemsOf;
export const addShipment = repo.insertShipment;
export const markShipmentDelivered = repo.markShipmentDelivered;
