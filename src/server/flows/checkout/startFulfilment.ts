import type { Db } from '../../db/database';
import { ORDER_FULFILMENT_JOB } from '../../fulfilment/orderFulfilmentJob';
import { insertJob } from '../../jobs/jobs.repo';
import type { MailImage } from '../../mail/mailLayout';
import { payInvitesOfCart, sendGiftMails } from '../../modules/invites/purchaseInvites.service';
import { confirmationMail } from '../../modules/orders/orderMails';
import type { OrderItemRow } from '../../modules/orders/orders.repo';
import {
  claimFulfilmentStart,
  findOrder,
  type OrderDeps,
  orderItemsOf,
  sendOrderMail,
} from '../../modules/orders/orders.service';
import { projectThumbnailPng } from '../../previews/thumbnailPng';
import { queuePrintFile } from '../../print/printJobs';
import type { BlobStore } from '../../storage/blobStore';

/** Projects pictured in the confirmation mail, at most. */
const MAIL_IMAGES = 6;

/**
 * The checkout's last step, once per order: the print files are queued, production is scheduled
 * for the end of the change window, and the confirmation mail goes out. Claimed and queued in one
 * transaction, so a crash leaves it either done or for recovery to do.
 */
export async function startFulfilment(
  deps: OrderDeps & { blobs?: BlobStore },
  orderId: number,
): Promise<void> {
  const now = deps.now();
  const started = await deps.db.transaction(async (tx) => {
    if (!(await claimFulfilmentStart(tx, orderId, now))) return undefined;
    const order = await findOrder(tx as unknown as Db, orderId);
    if (!order) return undefined;
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
    // Gifts bought with this order are paid: their recipients are mailed below.
    const gifts = await payInvitesOfCart(tx, order.cartId, order.id, now);
    return { order, items, gifts };
  });
  if (!started) return;
  const { order, items, gifts } = started;
  await sendGiftMails(deps, gifts).catch((error: unknown) =>
    console.error(`order ${order.number}: gift mail failed`, error),
  );
  // Best effort after the commit: a mail server down must not undo a paid order.
  const images = await projectImages(deps, items).catch((error: unknown) => {
    console.error(`order ${order.number}: thumbnails for the mail failed`, error);
    return [];
  });
  await sendOrderMail(deps, order, (origin, to) =>
    confirmationMail(origin, to, order, items, images),
  ).catch((error: unknown) =>
    console.error(`order ${order.number}: confirmation mail failed`, error),
  );
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
