import type { RequestContext } from '../http/requestContext';
import type { MailMessage } from './mailer';

/**
 * Sends after the answer: delivery time (an SMTP round trip) would otherwise tell an unknown
 * address from a known one. A failed delivery is logged as `what` failed; the answer stays the same.
 */
export function sendInBackground(ctx: RequestContext, message: MailMessage, what: string): void {
  ctx.deps.mailer.send(message).catch((error: unknown) => {
    ctx.request.log.error({ err: error }, `${what} mail failed`);
  });
}
