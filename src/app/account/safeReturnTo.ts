/**
 * Where to go after signing in: the `return_to` value when it is a path on this site, else '/'.
 * Anything that a browser could read as another origin is refused: '//host', '/\host'
 * (browsers treat '\' as '/'), schemes, and control characters (browsers strip tabs and new
 * lines, so '/\t/host' would become '//host').
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = 'https://return-to.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
