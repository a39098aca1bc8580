import { expect } from 'vitest';
import type { MailMessage } from '../../../src/server/mail/mailer';
import type { SmtpMailbox } from './smtpMailbox';
import type { TestAgent } from './testServer';

export const CONFIRM_SUBJECT = 'Confirm your email to finish creating your Printshop account';

/** Where a test reads mail: a memory mailer's list, or an SMTP server's (mail arrives later). */
export type Inbox = MailMessage[] | SmtpMailbox;

/** The text of the newest sign-up mail to `to`, waiting for it when it travels by SMTP. */
async function signUpMailText(inbox: Inbox, to: string): Promise<string> {
  if (!Array.isArray(inbox)) {
    const mail = await inbox.waitFor((m) => m.to === to && m.subject === CONFIRM_SUBJECT);
    return mail.text ?? '';
  }
  const message = inbox.findLast((m) => m.to === to && m.subject === CONFIRM_SUBJECT);
  if (!message) throw new Error(`no sign-up mail to ${to}`);
  return message.text;
}

/** The link of the newest sign-up mail to `to`, as its plain text writes it out. */
export async function signUpLinkFor(inbox: Inbox, to: string): Promise<URL> {
  const href = /https?:\/\/\S*\/account\/signup\?\S*/.exec(await signUpMailText(inbox, to))?.[0];
  if (!href) throw new Error('no sign-up link in the mail');
  return new URL(href);
}

export async function signUpKeyFor(inbox: Inbox, to: string): Promise<string> {
  const key = (await signUpLinkFor(inbox, to)).searchParams.get('key');
  if (!key) throw new Error('no key in the sign-up link');
  return key;
}

/**
 * Signs up as a person does: posts the form, opens the mailed link and confirms it. Answers the
 * confirmation (the session, with the new user), and leaves `agent` signed in as that user.
 */
export async function signUpConfirmed(
  agent: TestAgent,
  body: { email: string; password: string; first_name: string } & Record<string, unknown>,
  inbox: Inbox,
) {
  const started = await agent.send('POST', '/api/v2/users', body);
  expect(started.statusCode, started.body).toBe(200);
  const confirmed = await agent.send('POST', '/api/v2/users/confirm', {
    key: await signUpKeyFor(inbox, body.email),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed;
}
