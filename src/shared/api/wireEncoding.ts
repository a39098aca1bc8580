/*
 * Flat encodings of a wire-cased payload (see toWire): the query string of a GET, the body of a
 * 'form' call and the multipart body of an upload. Lists are named with [] (spec §2), which the
 * server reads back as lists even with one element; nested objects travel as JSON text.
 */

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** Name/value pairs of a payload, lists as repeated `name[]`, null and undefined left out. */
export function wirePairs(payload: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || value === undefined || isBlob(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== null && item !== undefined && !isBlob(item))
          pairs.push([`${key}[]`, text(item)]);
      }
    } else {
      pairs.push([key, text(value)]);
    }
  }
  return pairs;
}

// Brackets stay readable: browsers and the server's parser accept them unescaped in a query.
function encodeName(name: string): string {
  return encodeURIComponent(name).replace(/%5B%5D$/, '[]');
}

/** `a=1&ids[]=2&ids[]=3`, or '' for an empty payload. */
export function toQueryString(payload: Record<string, unknown>): string {
  return wirePairs(payload)
    .map(([name, value]) => `${encodeName(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** An application/x-www-form-urlencoded body. */
export function toFormBody(payload: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(wirePairs(payload));
}

/** A multipart body: files as file parts, everything else as text fields. */
export function toMultipart(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of wirePairs(payload)) form.append(name, value);
  for (const [key, value] of Object.entries(payload)) {
    const files = Array.isArray(value) ? value.filter(isBlob) : isBlob(value) ? [value] : [];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const file of files) form.append(name, file);
  }
  return form;
}
