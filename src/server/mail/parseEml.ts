/**
 * Reads a message as the mailer writes it (RFC 5322 with MIME parts) into the parts people look
 * at: the development mail page and the tests use it. It understands what nodemailer produces —
 * nested multiparts, quoted-printable and base64 bodies, encoded-word headers — and is no general
 * mail parser.
 */
export interface ParsedMail {
  /** Header values by lower-case name, encoded words decoded; repeated headers keep the first. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  date?: Date;
  html?: string;
  text?: string;
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

/** The message's raw bytes, viewed one byte per character, so offsets in text are offsets in bytes. */
const asBinary = (raw: Buffer | string) =>
  (typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw).toString('latin1');

function splitPart(binary: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(binary);
  if (!match) return { head: binary, body: '' };
  return { head: binary.slice(0, match.index), body: binary.slice(match.index + match[0].length) };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  const name = charset.toLowerCase();
  if (name === 'iso-8859-1' || name === 'latin1' || name === 'us-ascii') {
    return bytes.toString('latin1');
  }
  return bytes.toString('utf8');
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?Caf=C3=A9?=` and `=?UTF-8?B?...?=` (RFC 2047); blanks between two of them vanish. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeBytes(bytes, charset);
    });
}

/** Header lines (continuations unfolded) by lower-case name, still as raw byte-text. */
function readHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/** `text/html; charset=utf-8; boundary="--x"` → type and parameters. */
function contentType(value = 'text/plain'): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function leafParts(binary: string): Part[] {
  const { head, body } = splitPart(binary);
  const headers = readHeaders(head);
  const { type, params } = contentType(headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const sections = body.split(delimiter);
    // Before the first delimiter is the preamble; after the closing `--` the epilogue.
    return sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return [{ headers, body: bytes }];
}

export function parseEml(raw: Buffer | string): ParsedMail {
  const binary = asBinary(raw);
  const { head } = splitPart(binary);
  const rawHeaders = readHeaders(head);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(rawHeaders)) {
    headers[name] = decodeWords(decodeBytes(Buffer.from(value, 'latin1')));
  }
  const mail: ParsedMail = {
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
  };
  const date = headers.date ? new Date(headers.date) : undefined;
  if (date && !Number.isNaN(date.getTime())) mail.date = date;
  for (const part of leafParts(binary)) {
    if (/^attachment/i.test(part.headers['content-disposition'] ?? '')) continue;
    const { type, params } = contentType(part.headers['content-type']);
    // Lines end in CRLF on the wire (SMTP makes sure of it); readers want plain new lines.
    const text = decodeBytes(part.body, params.charset).replace(/\r\n/g, '\n');
    if (type === 'text/html') mail.html ??= text;
    else if (type === 'text/plain') mail.text ??= text;
  }
  return mail;
}
