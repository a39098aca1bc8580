const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * The path to send someone back to, or undefined when `returnTo` would leave the shop: only a
 * path on our own origin is followed (no `//host`, no `/\host`, no scheme), so the callback
 * cannot be used as an open redirect.
 */
export function sameOriginPath(returnTo: string): string | undefined {
  const hasControl = [...returnTo].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!returnTo.startsWith('/') || /^\/[/\\]/.test(returnTo) || hasControl) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(returnTo, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
