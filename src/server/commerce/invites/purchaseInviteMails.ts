import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { inertText } from '../../mail/inertText';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/mailLayout';

/** The recipient's mail: who sends what, their words made inert, and the page to accept it. */
export function giftMail(
  origin: string,
  gift: {
    to: string;
    code: string;
    giverName: string;
    productName: string;
    valueCents: number;
    message?: string | null;
    expiresAt: Date;
  },
): MailMessage {
  const giver = inertText(gift.giverName);
  return renderMail({
    to: gift.to,
    subject: `${giver} sent you a gift from Printshop`,
    paragraphs: [
      `${giver} has bought you a ${gift.productName} (worth ${formatCents(gift.valueCents)}).`,
      ...(gift.message ? [`${giver} writes: “${inertText(gift.message)}”`] : []),
      'Accept it and it waits in your cart, paid for: design it your way, then order it.',
      `Your gift code is ${gift.code}. Accept it by ${gift.expiresAt.toUTCString()}.`,
    ],
    action: {
      label: 'Accept your gift',
      url: `${origin}${build('invitePurchase', { code: gift.code })}`,
    },
  });
}
