import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config';
import { users } from '../../src/server/db/schema/accounts';
import { createMailer, mailDeliveryFromConfig } from '../../src/server/mail/mailer';
import { renderMail } from '../../src/server/mail/mailLayout';
import { parseEml } from '../../src/server/mail/parseEml';
import { type SmtpMailbox, startSmtpMailbox } from './support/smtpMailbox';
import { startTestServer } from './support/testServer';
import { Visitor } from './support/visitor';

let mailbox: SmtpMailbox;
let dataDir: string;
beforeAll(async () => {
  mailbox = await startSmtpMailbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'printshop-mailer-'));
});
afterAll(async () => {
  await mailbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

const message = renderMail({
  to: 'Zoë Marchetti <zoe@example.com>',
  subject: 'Your order is on its way — thank you ✓',
  paragraphs: ['Hello Zoë,', 'Your photo book left our print shop today. <b>Not bold</b> & safe.'],
  action: { label: 'Track the parcel', url: 'https://shop.example/my/shipments/track?token=a&b=c' },
  footnote: 'You get this email because you ordered at Printshop.',
});

describe('the mailer over SMTP', () => {
  it('delivers subject, from, to and both parts to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: mailbox.url,
      outboxDir: path.join(dataDir, 'unused'),
      from: 'Printshop <hello@printshop.test>',
    });
    await mailer.send(message);
    const mail = await mailbox.waitFor((m) => m.envelope.to.includes('zoe@example.com'));

    expect(mail.envelope).toEqual({ from: 'hello@printshop.test', to: ['zoe@example.com'] });
    expect(mail.subject).toBe('Your order is on its way — thank you ✓');
    expect(mail.from).toBe('Printshop <hello@printshop.test>');
    expect(mail.to).toBe('Zoë Marchetti <zoe@example.com>');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    // Both parts arrive intact, byte for byte after transfer decoding.
    expect(mail.html).toBe(message.html);
    expect(mail.text).toBe(message.text);
    // The HTML escapes what it shows; the text carries the link written out.
    expect(mail.html).toContain('&lt;b&gt;Not bold&lt;/b&gt; &amp; safe.');
    expect(mail.html).toContain('href="https://shop.example/my/shipments/track?token=a&amp;b=c"');
    expect(mail.text).toContain(
      'Track the parcel: https://shop.example/my/shipments/track?token=a&b=c',
    );
    // Plain text needs no escaping: it shows exactly what was written.
    expect(mail.text).toContain('<b>Not bold</b> & safe.');
  });

  it('sends the server’s own mail through SMTP_URL when the config sets it', async () => {
    const config = configFromEnv({
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Printshop Support <support@printshop.test>',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    });
    const delivery = mailDeliveryFromConfig(config);
    // With SMTP there are no files, so no development mail page either.
    expect(delivery.outboxDir).toBeUndefined();
    const server = await startTestServer({ mailer: delivery.mailer });
    try {
      // A known account, straight in the table: the mail, not sign-up, is under test.
      await server.database.db
        .insert(users)
        .values({ email: 'mira@example.com', passwordHash: 'x', firstName: 'Mira' });
      const response = await new Visitor(server.app).send(
        'POST',
        '/api/v2/account/reset_password/send_email',
        { email: 'mira@example.com' },
      );
      expect(response.statusCode).toBe(200);
      const mail = await mailbox.waitFor((m) => m.envelope.to.includes('mira@example.com'));
      expect(mail.from).toBe('Printshop Support <support@printshop.test>');
      expect(mail.subject).toBe('Reset your Printshop password');
      expect(mail.html).toContain('Choose a new password');
      expect(mail.text).toMatch(/http:\/\/localhost(:80)?\/account\/reset_password\?key=/);
    } finally {
      await server.close();
    }
  });
});

describe('the mailer without SMTP', () => {
  it('writes each message as an .eml file that reads back the same', async () => {
    const config = configFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const delivery = mailDeliveryFromConfig(config);
    expect(delivery.outboxDir).toBe(path.join(dataDir, 'mail'));
    await delivery.mailer.send(message);
    const files = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{8}\.eml$/);
    const mail = parseEml(await readFile(path.join(dataDir, 'mail', files[0]!)));
    expect(mail.subject).toBe(message.subject);
    expect(mail.from).toBe('Printshop <hello@printshop.localhost>');
    expect(mail.html).toBe(message.html);
    expect(mail.text).toBe(message.text);
  });

  it('offers the development mail page outside production, or in production when asked', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).devMailPage).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', DEV_MAIL_PAGE: '1' }).devMailPage).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development' }).devMailPage).toBe(true);
    expect(
      mailDeliveryFromConfig(configFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }))
        .outboxDir,
    ).toBeUndefined();
  });
});
