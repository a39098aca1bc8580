/** Percent-decoding that keeps the raw text when it is not valid (a URL never makes parse throw). */
export function decodeText(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Query text: '+' is a space, as HTML forms write it. */
export function decodeQueryText(raw: string): string {
  return decodeText(raw.replaceAll('+', ' '));
}

// Lone surrogates cannot be percent-encoded; they become U+FFFD as a browser would.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function encodeText(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}
