import type { ActionInput } from '../../../shared/api/actionTable';
import type { Caller } from '../../http/caller';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/mailLayout';

/** The shop's customer-care mailbox; CONTACT_MAILBOX overrides it. */
export const SHOP_MAILBOX = process.env.CONTACT_MAILBOX ?? 'hello@printshop.test';

const topicNames: Record<ActionInput<'contact_messages'>['topic'], string> = {
  order: 'An order',
  product: 'Products and designs',
  business: 'Business and volume orders',
  press: 'Press',
  other: 'Something else',
};

/**
 * The contact form's message, mailed to the shop. The visitor's words go in as plain paragraphs
 * (the mail layout escapes them); the reply goes to the address they gave.
 */
export async function sendContactMessage(
  deps: { mailer: Mailer },
  caller: Pick<Caller, 'userId'>,
  input: ActionInput<'contact_messages'>,
): Promise<{ ok: true }> {
  const topic = topicNames[input.topic];
  await deps.mailer.send(
    renderMail({
      to: SHOP_MAILBOX,
      subject: `Contact form: ${topic} — ${input.name}`,
      paragraphs: [
        `From: ${input.name} <${input.email}>${caller.userId ? ` (account ${caller.userId})` : ' (not signed in)'}`,
        `Topic: ${topic}${input.orderNumber ? `, order ${input.orderNumber}` : ''}`,
        ...input.message.split(/\n{2,}/),
      ],
      footnote: `Reply to ${input.email} to answer.`,
    }),
  );
  return { ok: true };
}
