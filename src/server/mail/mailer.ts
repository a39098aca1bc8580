import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

/** One email: always both an HTML and a plain-text body, so every mail client shows something. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Pictures the HTML shows inline (`<img src="cid:…">`): mail clients load nothing else. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or smtps://); without it mail is written to `outboxDir`. */
  smtpUrl?: string;
  /** Where .eml files go when there is no SMTP server (development and the demo). */
  outboxDir: string;
  from: string;
}

/**
 * Sends through SMTP when configured; otherwise renders each message to an .eml file so a
 * developer (and the browser tests) can read what would have been sent.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time, unique within the same millisecond.
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}

/**
 * The mailer `main.ts` runs with: SMTP when SMTP_URL is set, else .eml files under
 * `<dataDir>/mail`. `outboxDir` is set only when those files exist and may be shown on the
 * development mail page (never in production unless DEV_MAIL_PAGE=1 asks for it).
 */
export function mailDeliveryFromConfig(
  config: Pick<ServerConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'devMailPage'>,
): { mailer: Mailer; outboxDir?: string } {
  const outboxDir = path.join(config.dataDir, 'mail');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom });
  return config.smtpUrl || !config.devMailPage ? { mailer } : { mailer, outboxDir };
}
