import type { Mailer, MailMessage } from '../../../src/server/mail/mailer';

/** Keeps sent messages in memory, for server tests that are not about mail delivery itself. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
