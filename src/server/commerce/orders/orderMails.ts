import { formatCents } from '../../../shared/format/money';
import { optionSentence } from '../../../shared/project/optionWords';
import { build } from '../../../shared/routes/build';
import type { MailMessage } from '../../mail/mailer';
import { type MailImage, renderMail } from '../../mail/mailLayout';
import type { OrderItemRow, OrderRow } from './orders.repo';

/*
 * The mails an order sends: confirmation, then one at each step of production and delivery.
 * Links go to the order page (signed in) and the tracking page (the token opens it signed out).
 */

interface Recipient {
  email: string;
  firstName: string;
}

const orderUrl = (origin: string, order: OrderRow) =>
  `${origin}${build('myAccount.order', { oid: order.id })}`;

export function confirmationMail(
  origin: string,
  to: Recipient,
  order: OrderRow,
  items: OrderItemRow[],
  /** Each project line's first page (the flow draws them), shown under the lines. */
  images: MailImage[] = [],
): MailMessage {
  const lines = items.map((item) => {
    const chosen = optionSentence(item.options);
    return `${item.quantity} × ${item.name}${chosen ? ` (${chosen})` : ''}: ${formatCents(item.totalCents)}`;
  });
  const money = [
    `Subtotal ${formatCents(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Discount −${formatCents(order.discountCents)}`] : []),
    `Shipping ${formatCents(order.shippingCents)}`,
    `Total charged ${formatCents(order.totalCents)}`,
  ];
  return renderMail({
    to: to.email,
    subject: `Your order ${order.number} is placed`,
    paragraphs: [
      `Thank you, ${to.firstName}. We have your order ${order.number}.`,
      ...lines,
      money.join(' · '),
      ...(order.arrivesBy ? [`Expected by ${order.arrivesBy}.`] : []),
      `You can cancel it until ${order.changeWindowEndsAt.toUTCString()}; after that it goes to print.`,
    ],
    action: { label: 'See your order', url: orderUrl(origin, order) },
    images,
  });
}

export function progressMail(
  origin: string,
  to: Recipient,
  order: OrderRow,
  step:
    | { kind: 'printing' }
    | { kind: 'shipped'; carrier: string; trackingNumber: string; trackUrl: string }
    | { kind: 'delivered' }
    | { kind: 'cancelled' },
): MailMessage {
  switch (step.kind) {
    case 'printing':
      return renderMail({
        to: to.email,
        subject: `Your order ${order.number} is being printed`,
        paragraphs: [`Good news, ${to.firstName}: your order ${order.number} is being printed.`],
        action: { label: 'See your order', url: orderUrl(origin, order) },
      });
    case 'shipped':
      return renderMail({
        to: to.email,
        subject: `Your order ${order.number} is on its way`,
        paragraphs: [
          `Your order ${order.number} has shipped with ${step.carrier}, tracking number ${step.trackingNumber}.`,
        ],
        action: { label: 'Track your parcel', url: step.trackUrl },
        footnote: 'The tracking link works without signing in; keep it to yourself.',
      });
    case 'delivered':
      return renderMail({
        to: to.email,
        subject: `Your order ${order.number} was delivered`,
        paragraphs: [
          `Your order ${order.number} was delivered. We hope you love it, ${to.firstName}.`,
        ],
        action: { label: 'See your order', url: orderUrl(origin, order) },
      });
    case 'cancelled':
      return renderMail({
        to: to.email,
        subject: `Your order ${order.number} is cancelled`,
        paragraphs: [
          `Your order ${order.number} is cancelled. The ${formatCents(order.totalCents)} held on your card is released or refunded; your bank may take a few days to show it.`,
        ],
        action: { label: 'See your order', url: orderUrl(origin, order) },
      });
  }
}
