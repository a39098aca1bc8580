import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ParsedMail, parseEml } from './parseEml';

/** Names the mailer writes (`<ms>-<hex>.eml`): no dots, slashes or percent signs can get through. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.eml$/;
/** The newest ones are what a developer looks for; an old data dir may hold thousands. */
const LIST_LIMIT = 200;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const pageStyle = `
body{margin:0;background:#fbf7f1;color:#221c18;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-family:'Iowan Old Style','Palatino Linotype',Georgia,serif;color:#b3431f;margin:0 0 .25rem}
p.note{color:#5d5149;margin:0 0 1.5rem}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e3d7c8}
th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #e3d7c8;vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#5d5149}
a{color:#b3431f}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{color:#5d5149}dd{margin:0;word-break:break-all}
iframe{width:100%;height:36rem;border:1px solid #e3d7c8;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e3d7c8;padding:1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
@media (max-width:600px){td.date,th.date{display:none}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · Printshop dev mail</title><style>${pageStyle}</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  // Reset links and personal details live in these messages: no cache may keep them.
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

async function readMessage(outboxDir: string, file: string): Promise<ParsedMail | undefined> {
  if (!FILE_NAME.test(file)) return undefined;
  const full = path.join(outboxDir, file);
  // Belt and braces: the name pattern already keeps the path inside the outbox.
  if (path.dirname(full) !== path.resolve(outboxDir)) return undefined;
  const raw = await readFile(full).catch(() => undefined);
  return raw ? parseEml(raw) : undefined;
}

const notFoundPage = (file: string) =>
  page(
    'Not found',
    `<h1>No such message</h1><p class="note">There is no message called ${escapeHtml(file)}.</p><p><a href="/dev/mail">All sent mail</a></p>`,
  );

/**
 * /dev/mail: the messages the shop "sent" without an SMTP server, newest first, and each one with
 * its HTML part (in a sandboxed frame, scripts off) and its text part. Registered only in
 * development or with DEV_MAIL_PAGE=1: it shows every reset link to whoever asks.
 */
export function registerDevMailPage(app: FastifyInstance, outboxDir: string): void {
  app.get('/dev/mail', async (_request, reply) => {
    const names = (await readdir(outboxDir).catch(() => [] as string[]))
      .filter((name) => FILE_NAME.test(name))
      .sort()
      .reverse()
      .slice(0, LIST_LIMIT);
    const rows = await Promise.all(
      names.map(async (name) => {
        const mail = await readMessage(outboxDir, name);
        const date = mail?.date?.toISOString().replace('T', ' ').slice(0, 19) ?? '';
        return `<tr><td><a href="/dev/mail/${name}">${escapeHtml(mail?.subject || '(no subject)')}</a></td><td>${escapeHtml(mail?.to ?? '')}</td><td class="date">${date} UTC</td></tr>`;
      }),
    );
    const body = names.length
      ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col" class="date">Sent</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No mail has been sent yet.</p>';
    return sendPage(
      reply,
      200,
      page(
        'Sent mail',
        `<h1>Sent mail</h1><p class="note">Development only: what the shop would have emailed, written to ${escapeHtml(outboxDir)}. Newest first.</p>${body}`,
      ),
    );
  });

  app.get<{ Params: { file: string } }>('/dev/mail/:file', async (request, reply) => {
    const { file } = request.params;
    const mail = await readMessage(outboxDir, file);
    if (!mail) return sendPage(reply, 404, notFoundPage(file));
    const fields = [
      ['Subject', mail.subject],
      ['From', mail.from],
      ['To', mail.to],
      ['Sent', mail.date?.toUTCString() ?? ''],
    ]
      .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
      .join('');
    const html = mail.html
      ? `<h2>HTML</h2><iframe title="HTML part of the message" src="/dev/mail/${file}/html" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`
      : '<h2>HTML</h2><p>This message has no HTML part.</p>';
    const text = `<h2>Text</h2>${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : '<p>This message has no text part.</p>'}`;
    return sendPage(
      reply,
      200,
      page(
        mail.subject || file,
        `<p><a href="/dev/mail">← All sent mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl>${fields}</dl>${html}${text}<p><a href="/dev/mail/${file}/raw">Raw message</a></p>`,
      ),
    );
  });

  app.get<{ Params: { file: string } }>('/dev/mail/:file/html', async (request, reply) => {
    const mail = await readMessage(outboxDir, request.params.file);
    if (!mail?.html) return sendPage(reply, 404, notFoundPage(request.params.file));
    // Links leave the frame for the whole tab, as they would from a mail client.
    const document = mail.html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">');
    // Mail HTML is someone else's markup: no scripts, no requests but inline styles and images.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-ancestors 'self'",
    );
    // A sandboxed frame has an opaque origin, so it cannot be origin-keyed; asking makes Chrome warn.
    reply.removeHeader('origin-agent-cluster');
    return sendPage(reply, 200, document);
  });

  app.get<{ Params: { file: string } }>('/dev/mail/:file/raw', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return sendPage(reply, 404, notFoundPage(file));
    const raw = await readFile(path.join(outboxDir, file)).catch(() => undefined);
    if (!raw) return sendPage(reply, 404, notFoundPage(file));
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(raw);
  });
}
