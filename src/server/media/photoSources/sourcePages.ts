import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain page for a connect or callback refusal: these addresses are reached by navigation from
 * another site, so a JSON error would be unreadable. It links back to the photo library.
 */
export function sendSourcePage(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Printshop</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}
a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>
<p><a href="/my/photos">Back to your photos</a></p></main></body></html>`;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
