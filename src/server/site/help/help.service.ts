import type { ActionOutput } from '../../../shared/api/actionTable';
import { HELP_TOPICS } from '../../../shared/catalog/helpTopics';
import type { HandlerInput } from '../../http/actionHandler';
import type { Caller } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps } from '../../http/requestContext';
import { hello, inertText } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';
import { sendInBackground } from '../../mail/sendInBackground';
import { shopMailboxOf } from '../../mail/shopMailbox';
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

export async function supportSettings(
  deps: Pick<ServerDeps, 'now'>,
): Promise<ActionOutput<'kustomer'>> {
  return {
    enabled: true,
    settings: {
      brandName: 'Printshop',
      topics: HELP_TOPICS.map((key) => ({ key, label: TOPIC_LABELS[key] })),
      hours: 'Monday to Friday, 8am to 6pm Pacific',
      // Messages sent at the weekend wait for Monday.
      replyWithin: deps.now().getUTCDay() % 6 === 0 ? 'two business days' : 'one business day',
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
  deps: Pick<ServerDeps, 'db'>,
  input: HandlerInput<'mixie'>,
): Promise<ActionOutput<'mixie'>> {
  const perPage = input.perPage ?? PER_PAGE;
  const page = input.page ?? 1;
  const { rows, total } = await repo.searchArticles(
    deps.db,
    { words: searchWords(input.q), category: input.category, slug: input.slug },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  const counts = await repo.countByCategory(deps.db);
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
  deps: ServerDeps,
  caller: Caller,
  input: HandlerInput<'kustomer/conversations'>,
): Promise<ActionOutput<'kustomer/conversations'>> {
  const email = input.email.toLowerCase();
  await enforceRateLimit(deps, `help-message:${email}`, MESSAGE_LIMIT, 'Too many messages sent.');
  await enforceRateLimit(
    deps,
    `help-message-ip:${caller.address}`,
    { limit: 20, windowMs: MESSAGE_LIMIT.windowMs },
    'Too many messages sent.',
  );
  const id = await repo.insertMessage(deps.db, {
    userId: caller.userId,
    name: input.name,
    email,
    topic: input.topic,
    message: input.message,
    createdAt: deps.now(),
  });
  const reference = `H-${String(id).padStart(6, '0')}`;
  sendInBackground(
    deps,
    renderMail({
      to: shopMailboxOf(deps),
      subject: `[${reference}] ${TOPIC_LABELS[input.topic]}: message from ${inertText(input.name)}`,
      paragraphs: [
        `From: ${input.name} <${email}>${caller.userId !== null ? ` (customer #${caller.userId})` : ' (guest)'}`,
        `Topic: ${TOPIC_LABELS[input.topic]}`,
        ...input.message.split(/\n{2,}/),
      ],
    }),
    'help message',
  );
  sendInBackground(
    deps,
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
