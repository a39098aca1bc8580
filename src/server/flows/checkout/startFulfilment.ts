import { mailGiftsOfOrder, payInvitesOfCart } from '../../commerce/invites/purchaseInvites.service';
import { confirmationMail } from '../../commerce/orders/orderMails';
import type { OrderItemRow } from '../../commerce/orders/orders.repo';
import {
  claimFulfilmentStart,
  findOrder,
  type OrderDeps,
  orderItemsOf,
  sendOrderMail,
} from '../../commerce/orders/orders.service';
import type { Db } from '../../db/database';
import { projectThumbnailPng } from '../../design/previews/thumbnailPng';
import { queuePrintFile } from '../../design/print/printJobs';
import { type JobHandler, type JobRunner, PermanentJobError } from '../../jobs/jobRunner';
import { insertJob } from '../../jobs/jobs.repo';
import type { MailImage } from '../../mail/mailLayout';
import type { BlobStore } from '../../storage/blobStore';
import { ORDER_FULFILMENT_JOB } from '../orderFulfilment/orderFulfilmentJob';

/** Projects pictured in the confirmation mail, at most. */
const MAIL_IMAGES = 6;

/** The confirmation mail of an order, with its projects' first pages drawn for it. */
export const ORDER_CONFIRMATION_MAIL_JOB = 'order-confirmation-mail';
/** The mails to the recipients of the gifts an order paid for. */
export const GIFT_MAILS_JOB = 'gift-mails';

type FulfilmentStartDeps = OrderDeps & { blobs?: BlobStore; jobs?: Pick<JobRunner, 'wake'> };

/**
 * The checkout's last step, once per order: the print files are queued, production is scheduled
 * for the end of the change window, and the confirmation mail (and the gift mails) are queued.
 * Claimed and queued in one transaction, so a crash leaves it either done or for recovery to do.
 * The mails are jobs rather than work done here: drawing the pictures and talking to the mail
 * server take seconds the customer's Pay answer need not wait for, and a mail server that is down
 * is tried again later instead of the mail being lost.
 */
export async function startFulfilment(deps: FulfilmentStartDeps, orderId: number): Promise<void> {
  const now = deps.now();
  const started = await deps.db.transaction(async (tx) => {
    if (!(await claimFulfilmentStart(tx, orderId, now))) return false;
    const order = await findOrder(tx as unknown as Db, orderId);
    if (!order) return false;
    const items = await orderItemsOf(tx, orderId);
    for (const item of items) {
      if (item.projectId !== null)
        await queuePrintFile(tx as unknown as Db, item.projectId, order.userId);
    }
    await insertJob(tx as unknown as Db, {
      kind: ORDER_FULFILMENT_JOB,
      payload: { orderId },
      ownerId: order.userId,
      runAt: order.changeWindowEndsAt,
    });
    await insertJob(tx as unknown as Db, {
      kind: ORDER_CONFIRMATION_MAIL_JOB,
      payload: { orderId },
      ownerId: order.userId,
      runAt: now,
    });
    // Gifts bought with this order are paid: their recipients are mailed by the job.
    const gifts = await payInvitesOfCart(tx, order.cartId, order.id, now);
    if (gifts.length > 0) {
      await insertJob(tx as unknown as Db, {
        kind: GIFT_MAILS_JOB,
        payload: { orderId },
        ownerId: order.userId,
        runAt: now,
      });
    }
    return true;
  });
  // In a process that runs jobs, now; elsewhere a worker finds them on its next look.
  if (started) deps.jobs?.wake();
}

const orderIdOf = (payload: Record<string, unknown>) => {
  const orderId = Number(payload.orderId);
  if (!Number.isSafeInteger(orderId)) throw new PermanentJobError('no order id');
  return orderId;
};

/**
 * The order's mails. The confirmation is sent at least once: a failure to send tries again
 * later, and a crash between sending and recording it sends it again.
 */
export function orderMailJobHandlers(deps: FulfilmentStartDeps): Record<string, JobHandler> {
  return {
    [ORDER_CONFIRMATION_MAIL_JOB]: async (payload) => {
      const order = await findOrder(deps.db, orderIdOf(payload));
      if (!order) return;
      const items = await orderItemsOf(deps.db, order.id);
      // The pictures are a courtesy: a design that will not draw does not hold the mail back.
      const images = await projectImages(deps, items).catch((error: unknown) => {
        console.error(`order ${order.number}: thumbnails for the mail failed`, error);
        return [];
      });
      await sendOrderMail(deps, order, (origin, to) =>
        confirmationMail(origin, to, order, items, images),
      );
    },
    [GIFT_MAILS_JOB]: async (payload) => {
      await mailGiftsOfOrder(deps, orderIdOf(payload));
    },
  };
}

/** The first page of each ordered project, drawn for the mail (at most a few: mails stay small). */
async function projectImages(
  deps: OrderDeps & { blobs?: BlobStore },
  items: OrderItemRow[],
): Promise<MailImage[]> {
  const images: MailImage[] = [];
  for (const item of items.slice(0, MAIL_IMAGES)) {
    if (item.projectId === null) continue;
    const drawn = await projectThumbnailPng({ db: deps.db, blobs: deps.blobs }, item.projectId);
    if (!drawn) continue;
    images.push({
      cid: `project-${item.projectId}`,
      alt: item.name,
      png: drawn.png,
      width: drawn.width / 2,
      height: Math.round(drawn.height / 2),
    });
  }
  return images;
}
