import type { ServerDeps } from '../http/requestContext';
import type { MailMessage } from './mailer';

/**
 * Sends after the answer: delivery time (an SMTP round trip) would otherwise tell an unknown
 * address from a known one. A failed delivery is logged as `what` failed; the answer stays the same.
 */
export function sendInBackground(
  deps: Pick<ServerDeps, 'mailer'>,
  message: MailMessage,
  what: string,
): void {
  deps.mailer.send(message).catch((error: unknown) => {
    // Like the order mails: the answer has gone, so there is no request left to log against.
    console.error(`${what} mail failed`, error);
  });
}
