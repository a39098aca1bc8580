/*
 * The one place that decides where a `return_to` / `returnTo` may send someone (issue 20): the
 * server's redirects of the account pages, the client's navigation after sign-in, and every later
 * page or call that takes a return address use it, so a hole can only be fixed once.
 */

// A stand-in for the shop's origin: only whether the value stays on it matters.
const SHOP = 'https://shop.invalid';

/**
 * A path that a browser reads as one on this origin: a single leading '/', never '//' or '/\'
 * (browsers treat '\' as '/'), no backslash at all, no control characters (browsers strip tabs
 * and new lines, so '/\t/host' would become '//host').
 */
function isLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !/^\/[/\\]/.test(value) &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f\u007f\\]/.test(value)
  );
}

/**
 * The same-origin path, query and hash `value` leads to, or undefined when it could leave the
 * shop. The value is resolved as a browser would (dot segments and all) and the result checked
 * again: `/.//evil.example` resolves to `//evil.example`, which a Location header would send to
 * another host.
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !isLocalPath(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, SHOP);
  } catch {
    return undefined;
  }
  if (url.origin !== SHOP) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : undefined;
}

/** Where to go back to: `value` when it is a path on this site, else `fallback`. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  return sameOriginPath(value) ?? fallback;
}
