import type { RequestContext } from '../http/requestContext';
import type { MailMessage } from './mailer';
import { sendInBackground } from './sendInBackground';

/**
 * Sends a mail after the answer, a failure logged as `what` failed: what a service that mails is
 * handed, so it need not take the request to reach the mailer and the request's log.
 */
export type SendMail = (message: MailMessage, what: string) => void;

/** sendInBackground bound to one request, for the handler to hand its service. */
export const mailFor =
  (ctx: RequestContext): SendMail =>
  (message, what) =>
    sendInBackground(ctx, message, what);
