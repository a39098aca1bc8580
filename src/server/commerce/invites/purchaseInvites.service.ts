import { randomBytes } from 'node:crypto';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { DAY_MS } from '../../../shared/catalog/time';
import type { Coupon } from '../../../shared/pricing/coupon';
import type { Db, DbTx } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, badRequest, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { contactOf } from '../../identity/myAccount/account.service';
import { addGiftLine, cartItemsOf, setCoupon, syncItem } from '../cart/cart.service';
import { loadCatalogue, productOptionsFor } from '../cart/cartCatalogue.service';
import { couponCodeById, insertCoupon, withdrawUnusedCoupons } from '../coupons/coupons.service';
import { orderItemsOf } from '../orders/orders.service';
import { giftMail } from './purchaseInviteMails';
import * as repo from './purchaseInvites.repo';

/*
 * Purchase invites: gifting a product. The giver names the product and the recipient's address;
 * the gift waits in the giver's cart as a line and is paid with that cart's order. Then the
 * recipient is mailed the code; accepting it (signed in) makes a coupon worth what the giver paid,
 * good for one product of that type, and puts the product in the recipient's cart with the coupon
 * applied: the gift costs them nothing but its shipping.
 */

/** How long a recipient has to accept a gift. */
export const GIFT_VALIDITY_MS = 365 * DAY_MS;

type InviteView = ActionOutput<'purchase_invite/{id}'>;
/** What giving and taking a gift use of the server: its database and clock (the carts' too). */
type InviteDeps = Pick<ServerDeps, 'db' | 'now'>;

/** A code to type from a mail or to open in a link: 16 characters, no look-alikes. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The product a gift is for: the one named, else the cheapest sold alone of the type named. */
async function giftProduct(db: Db, input: HandlerInput<'purchase_invite'>) {
  const catalogue = await loadCatalogue(db);
  const sellable = [...catalogue.products.values()].filter(
    (product) =>
      (input.productId === undefined || product.id === input.productId) &&
      (input.productTypeId === undefined || product.productTypeId === input.productTypeId) &&
      productOptionsFor(product.id, 1, catalogue) !== undefined,
  );
  sellable.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  const product = sellable[0];
  if (!product || (input.productId === undefined && input.productTypeId === undefined)) {
    throw badRequest('invalid_input', 'Some fields are missing or invalid.', {
      productId: ['Choose a product on sale to give.'],
    });
  }
  return product;
}

/** POST purchase_invite: the gift joins the giver's cart; it is sent once its order is placed. */
export async function createPurchaseInvite(
  deps: InviteDeps,
  caller: Caller,
  input: HandlerInput<'purchase_invite'>,
): Promise<ActionOutput<'purchase_invite'>> {
  const userId = requireUser(caller);
  const { db } = deps;
  const product = await giftProduct(db, input);
  const now = deps.now();
  const invite = await repo.insertInvite(db, {
    code: newCode(),
    giverUserId: userId,
    recipientEmail: input.email,
    message: input.message ?? null,
    productId: product.id,
    productTypeId: product.productTypeId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GIFT_VALIDITY_MS),
  });
  const cartItemId = await addGiftLine(deps, caller, product.id, {
    purchaseInvite: invite.code,
    giftFor: input.email,
  });
  await repo.setInviteCartItem(db, invite.id, cartItemId);
  return { code: invite.code, cartItemId };
}

/** An invite the recipient may see: paid for (or already accepted), not taken back. */
async function sentInvite(db: Db, code: string) {
  const invite = await repo.findInviteByCode(db, code.trim().toUpperCase());
  if (!invite || invite.state === 'in_cart' || invite.state === 'cancelled')
    throw notFound('Purchase invite', code);
  return invite;
}

/** GET purchase_invite/{code}: what the gift is and from whom; the code is the proof. */
export async function showPurchaseInvite(
  deps: Pick<ServerDeps, 'db'>,
  code: string,
): Promise<InviteView> {
  const { db } = deps;
  const invite = await sentInvite(db, code);
  const [giver, catalogue] = await Promise.all([
    contactOf(db, invite.giverUserId),
    loadCatalogue(db),
  ]);
  return {
    code: invite.code,
    productTypeId: invite.productTypeId,
    productId: invite.productId,
    productName: catalogue.products.get(invite.productId)?.name ?? 'Printshop product',
    ...(invite.valueCents !== null ? { valueCents: invite.valueCents } : {}),
    ...(giver?.firstName ? { inviterName: giver.firstName } : {}),
    ...(invite.message ? { message: invite.message } : {}),
    expiresAt: invite.expiresAt.toISOString(),
    accepted: invite.state === 'accepted',
  };
}

/**
 * PUT purchase_invite/{code}/accept: the signed-in recipient takes the gift. Its coupon is made
 * once; accepting again answers the same coupon, someone else's accept is refused.
 */
export async function acceptPurchaseInvite(
  deps: InviteDeps,
  caller: Caller,
  code: string,
): Promise<ActionOutput<'purchase_invite/{purchase_invite_id}/accept'>> {
  const userId = requireUser(caller);
  const { db } = deps;
  const now = deps.now();
  let invite = await sentInvite(db, code);
  let acceptedNow = false;
  if (invite.state === 'paid') {
    if (now >= invite.expiresAt)
      throw new AppError(410, 'invite_expired', 'This gift was not accepted in time.');
    const rule: Coupon = {
      code: `GIFT-${newCode().slice(0, 10)}`,
      discount: { kind: 'fixed', cents: Math.max(invite.valueCents ?? 0, 1) },
      productTypeIds: [invite.productTypeId] as Coupon['productTypeIds'],
      endsAt: invite.expiresAt.toISOString(),
    };
    const accepted = await db
      .transaction(async (tx) => {
        const coupon = await insertCoupon(tx, {
          code: rule.code,
          title: 'Your gift',
          description: 'A gift from a friend: one product of this kind, paid for.',
          rule: rule as unknown as Record<string, unknown>,
          listed: false,
          oncePerCustomer: true,
          usageCap: 1,
          createdAt: now,
        });
        if (!(await repo.acceptInvite(tx, invite.id, userId, coupon.id, now))) {
          // Someone accepted it between our read and now: make nothing.
          throw new InviteRaced();
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof InviteRaced) return false;
        throw error;
      });
    acceptedNow = accepted;
    invite = accepted
      ? ((await repo.findInviteByCode(db, invite.code)) ?? invite)
      : await sentInvite(db, code);
  }
  if (invite.state !== 'accepted' || invite.acceptedByUserId !== userId || !invite.couponId)
    throw new AppError(409, 'invite_taken', 'This gift has already been accepted.');
  const couponCode = await couponCodeById(db, invite.couponId);
  if (!couponCode) throw new AppError(409, 'invite_taken', 'This gift has already been accepted.');
  // The gift in the recipient's cart, paid by its coupon; accepting again only answers the code.
  if (acceptedNow) {
    await syncItem(deps, caller, { productId: invite.productId, quantity: 1 });
    await setCoupon(deps, caller, couponCode);
  }
  return { ok: true, couponCode };
}

class InviteRaced extends Error {}

/**
 * The checkout's part once an order is placed: the gifts paid by its cart are marked paid (in the
 * caller's transaction), and their recipients mailed by a job after the commit (mailGiftsOfOrder).
 */
export async function payInvitesOfCart(
  tx: Db | DbTx,
  cartId: number,
  orderId: number,
  now: Date,
): Promise<repo.PurchaseInviteRow[]> {
  const lines = await cartItemsOf(tx, cartId);
  const invites = await repo.invitesOfCartLines(
    tx,
    lines.map((line) => line.id),
  );
  if (invites.length === 0) return [];
  // Each gift is worth what its line cost in the order (a gift line names no project).
  const items = await orderItemsOf(tx, orderId);
  const paid: repo.PurchaseInviteRow[] = [];
  for (const invite of invites) {
    const line = items.find((i) => i.productId === invite.productId && i.projectId === null);
    const valueCents = line?.unitCents ?? 0;
    const row = await repo.markInvitePaid(tx, invite.id, { orderId, paidAt: now, valueCents });
    if (row) paid.push(row);
  }
  return paid;
}

/**
 * A cancelled order takes back its gifts, in the cancellation's transaction: they are cancelled,
 * and a coupon already given for one is withdrawn. A gift whose recipient has already ordered
 * with its coupon cannot be taken back (the giver would be refunded for what the recipient
 * keeps), so the cancellation is refused.
 */
export async function cancelInvitesOfOrder(tx: DbTx, orderId: number): Promise<void> {
  if (!(await withdrawUnusedCoupons(tx, await repo.cancelInvitesOfOrder(tx, orderId)))) {
    throw new AppError(
      409,
      'gift_spent',
      'This order can no longer be cancelled: the gift it paid for has already been used by its recipient. Contact us if something is wrong with the order.',
    );
  }
}

/**
 * Mails the recipients of the gifts an order paid for, each once: a gift is marked mailed as its
 * mail goes, so a retry after a failure mails only those still waiting. A gift cancelled with its
 * order before its turn is not mailed.
 */
export async function mailGiftsOfOrder(
  deps: Pick<ServerDeps, 'db' | 'mailer' | 'publicOrigin' | 'listenAddress' | 'now'>,
  orderId: number,
): Promise<void> {
  const invites = await repo.unmailedGiftsOfOrder(deps.db, orderId);
  if (invites.length === 0) return;
  const catalogue = await loadCatalogue(deps.db);
  for (const invite of invites) {
    const giver = await contactOf(deps.db, invite.giverUserId);
    await deps.mailer.send(
      giftMail(shopOrigin(deps), {
        to: invite.recipientEmail,
        code: invite.code,
        giverName: giver?.firstName || 'A friend',
        productName: catalogue.products.get(invite.productId)?.name ?? 'Printshop product',
        valueCents: invite.valueCents ?? 0,
        message: invite.message,
        expiresAt: invite.expiresAt,
      }),
    );
    await repo.markInviteMailed(deps.db, invite.id, deps.now());
  }
}
