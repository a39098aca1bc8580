import type { ActionOutput } from '../../../shared/api/actionTable';
import { HELP_TOPICS } from '../../../shared/catalog/helpTopics';
import type { HandlerInput } from '../../http/actionHandler';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { RequestContext } from '../../http/requestContext';
import { hello, inertText } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';
import { sendInBackground } from '../../mail/sendInBackground';
import { shopMailboxOf } from '../requests/shopMailbox';
import * as repo from './help.repo';

const TOPIC_LABELS: Record<(typeof HELP_TOPICS)[number], string> = {
  ordering: 'Ordering and payment',
  shipping: 'Shipping and delivery',
  photos: 'Photos and uploads',
  editor: 'Designing in the editor',
  returns: 'Returns and reprints',
  account: 'Your account and privacy',
};

const PER_PAGE = 10;
/** Messages one address may send per hour: enough for a conversation, too few to flood. */
const MESSAGE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

export async function supportSettings(ctx: RequestContext): Promise<ActionOutput<'kustomer'>> {
  return {
    enabled: true,
    settings: {
      brandName: 'Printshop',
      topics: HELP_TOPICS.map((key) => ({ key, label: TOPIC_LABELS[key] })),
      hours: 'Monday to Friday, 8am to 6pm Pacific',
      // Messages sent at the weekend wait for Monday.
      replyWithin: ctx.deps.now().getUTCDay() % 6 === 0 ? 'two business days' : 'one business day',
    },
  };
}

/** Query words as the text search takes them: letters and digits only, at most eight. */
function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

function excerptOf(body: string): string {
  return body.length <= 160 ? body : `${body.slice(0, body.lastIndexOf(' ', 157))}…`;
}

export async function searchHelp(
  ctx: RequestContext,
  input: HandlerInput<'mixie'>,
): Promise<ActionOutput<'mixie'>> {
  const perPage = input.perPage ?? PER_PAGE;
  const page = input.page ?? 1;
  const { rows, total } = await repo.searchArticles(
    ctx.deps.db,
    { words: searchWords(input.q), category: input.category, slug: input.slug },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  const counts = await repo.countByCategory(ctx.deps.db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      category: row.category as (typeof HELP_TOPICS)[number],
      title: row.title,
      excerpt: excerptOf(row.body),
      // The whole text travels when one article is asked for, or in a short answer list.
      ...(input.slug || rows.length <= 3 ? { body: row.body } : {}),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    categories: HELP_TOPICS.map((key) => ({
      key,
      label: TOPIC_LABELS[key],
      count: counts.find((c) => c.category === key)?.n ?? 0,
    })),
  };
}

/**
 * Stores the message and mails it to the shop's mailbox (reply-to the customer by answering the
 * mail), then tells the customer it arrived. The customer's words go to the shop only; the
 * acknowledgement carries none of them, so the form cannot be used to mail text to strangers.
 */
export async function sendHelpMessage(
  ctx: RequestContext,
  input: HandlerInput<'kustomer/conversations'>,
): Promise<ActionOutput<'kustomer/conversations'>> {
  const email = input.email.toLowerCase();
  await enforceRateLimit(ctx, `help-message:${email}`, MESSAGE_LIMIT, 'Too many messages sent.');
  await enforceRateLimit(
    ctx,
    `help-message-ip:${ctx.request.ip}`,
    { limit: 20, windowMs: MESSAGE_LIMIT.windowMs },
    'Too many messages sent.',
  );
  const id = await repo.insertMessage(ctx.deps.db, {
    userId: ctx.session.user?.id ?? null,
    name: input.name,
    email,
    topic: input.topic,
    message: input.message,
    createdAt: ctx.deps.now(),
  });
  const reference = `H-${String(id).padStart(6, '0')}`;
  sendInBackground(
    ctx,
    renderMail({
      to: shopMailboxOf(ctx),
      subject: `[${reference}] ${TOPIC_LABELS[input.topic]}: message from ${inertText(input.name)}`,
      paragraphs: [
        `From: ${input.name} <${email}>${ctx.session.user ? ` (customer #${ctx.session.user.id})` : ' (guest)'}`,
        `Topic: ${TOPIC_LABELS[input.topic]}`,
        ...input.message.split(/\n{2,}/),
      ],
    }),
    'help message',
  );
  sendInBackground(
    ctx,
    renderMail({
      to: email,
      subject: `We received your message (${reference})`,
      paragraphs: [
        hello(input.name),
        `Thank you for writing to us about ${TOPIC_LABELS[input.topic].toLowerCase()}. A member of our support team will answer within one business day.`,
        `Your reference is ${reference}; reply to this mail if you want to add anything.`,
      ],
    }),
    'help acknowledgement',
  );
  return { ok: true, reference };
}
