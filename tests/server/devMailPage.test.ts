import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/mail/mailer';
import { renderMail } from '../../src/server/mail/mailLayout';
import { startTestServer, type TestServer } from './support/testServer';

let outboxDir: string;
let server: TestServer;
let file: string;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'printshop-devmail-'));
  const mailer = createMailer({ outboxDir, from: 'Printshop <hello@printshop.test>' });
  server = await startTestServer({ mailer, mailOutboxDir: outboxDir });
  await mailer.send(
    renderMail({
      to: 'ines@example.com',
      subject: 'Reset your Printshop password',
      paragraphs: ['Hello Inès,', 'Use <this> link.'],
      action: {
        label: 'Choose a new password',
        url: 'http://localhost/account/reset_password?key=k&uid=7',
      },
    }),
  );
  file = (await readdir(outboxDir))[0]!;
  // Something that is not a message the mailer wrote: never listed or shown.
  await writeFile(path.join(outboxDir, 'notes.txt'), 'TOP-SECRET-NOTES');
});
afterAll(async () => {
  await server.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('the development mail page', () => {
  it('lists the written messages, newest first, with subject and recipient', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`href="/dev/mail/${file}"`);
    expect(response.body).toContain('Reset your Printshop password');
    expect(response.body).toContain('ines@example.com');
    expect(response.body).not.toContain('notes.txt');
  });

  it('shows one message: headers, the HTML part in a sandboxed frame and the text part', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/dev/mail/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Reset your Printshop password</h1>');
    expect(response.body).toMatch(/<iframe[^>]*src="\/dev\/mail\/[^"]+\/html"[^>]*sandbox="/);
    // The text part, escaped for the page.
    expect(response.body).toContain('Hello Inès,');
    expect(response.body).toContain('Use &lt;this&gt; link.');

    const html = await server.app.inject({ method: 'GET', url: `/dev/mail/${file}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(html.body).toContain('<base target="_top">');
    expect(html.body).toContain('href="http://localhost/account/reset_password?key=k&amp;uid=7"');

    const raw = await server.app.inject({ method: 'GET', url: `/dev/mail/${file}/raw` });
    expect(raw.body).toMatch(/^From: Printshop <hello@printshop.test>/m);
  });

  it('refuses names outside the outbox: traversal, other files, unknown messages', async () => {
    for (const url of [
      '/dev/mail/..%2F..%2Fetc%2Fpasswd',
      '/dev/mail/..%2Fnotes.txt',
      '/dev/mail/notes.txt',
      '/dev/mail/%2Fetc%2Fpasswd.eml',
      '/dev/mail/..%5C..%5Csecret.eml',
      '/dev/mail/.eml',
      '/dev/mail/123-nothere.eml',
      '/dev/mail/..%2Fnotes.txt/raw',
      '/dev/mail/..%2F..%2Fetc%2Fpasswd/html',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('TOP-SECRET-NOTES');
      expect(response.body).not.toContain('root:');
    }
  });

  it('does not exist when the server has no outbox to show (production, or SMTP)', async () => {
    const production = await startTestServer();
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(response.body).not.toContain('Sent mail');
      expect(response.statusCode).not.toBe(200);
    } finally {
      await production.close();
    }
    // A second server of its own: starting one is a hook's work.
  }, 120_000);
});
