import type { MailAttachment, MailMessage } from './mailer';

/** What a message says, before it is dressed in the shop's look. */
export interface MailContent {
  to: string;
  subject: string;
  /** Plain sentences; each becomes a paragraph (HTML-escaped). */
  paragraphs: string[];
  /** The one thing the message asks the reader to do. */
  action?: { label: string; url: string };
  /** Other ways on from the message, shown as plain links under the action. */
  links?: { label: string; url: string }[];
  /** Small print under the action, e.g. when the link expires or why the mail was sent. */
  footnote?: string;
  /** Pictures shown under the paragraphs (a project's first page), attached inline. */
  images?: MailImage[];
}

export interface MailImage {
  /** Unique within the message; the picture's name in the HTML (cid:). */
  cid: string;
  alt: string;
  png: Buffer;
  /** Shown size in CSS pixels. */
  width: number;
  height: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// Inline styles only: most mail clients drop <style> blocks and every external stylesheet.
const colors = {
  paper: '#fbf7f1',
  ink: '#221c18',
  soft: '#5d5149',
  accent: '#b3431f',
  line: '#e3d7c8',
};

/**
 * Renders a message as an HTML email in the shop's colours and type, with a plain-text twin
 * carrying the same words and the link written out.
 */
export function renderMail(content: MailContent): MailMessage {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${colors.accent};color:#fff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${colors.soft}">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(link.url)}" style="color:${colors.accent}">${escapeHtml(link.label)}</a>: <span style="word-break:break-all;font-size:13px;color:${colors.soft}">${escapeHtml(link.url)}</span></p>`,
    )
    .join('');
  const images = (content.images ?? [])
    .map(
      (image) =>
        `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" style="display:block;border:1px solid ${colors.line};border-radius:4px;max-width:100%;height:auto"></p>`,
    )
    .join('');
  const attachments: MailAttachment[] = (content.images ?? []).map((image) => ({
    filename: `${image.cid}.png`,
    contentType: 'image/png',
    content: image.png,
    cid: image.cid,
  }));
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:${colors.soft}">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:${colors.paper};color:${colors.ink};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${colors.paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#fff;border:1px solid ${colors.line};border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${colors.line};font-family:'Iowan Old Style','Palatino Linotype',Georgia,serif;font-size:22px;color:${colors.accent};font-weight:700">Printshop</td></tr>
<tr><td style="padding:28px 32px">${paragraphs}${images}${action}${links}${footnote}</td></tr>
</table>
<p style="font-size:12px;color:${colors.soft};margin:16px 0 0">Printshop · personalised prints, cards and photo books</p>
</td></tr></table>
</body></html>`;
  const text = [
    'Printshop',
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.footnote ? [content.footnote, ''] : []),
    '-- ',
    'Printshop · personalised prints, cards and photo books',
  ].join('\n');
  return {
    to: content.to,
    subject: content.subject,
    html,
    text,
    ...(attachments.length ? { attachments } : {}),
  };
}
