/**
 * Where the embedded editor gets its token: the safe return path with the token in the fragment.
 * The fragment never reaches a server (not in requests, logs or Referer), and any earlier
 * fragment is replaced so the editor reads exactly one token.
 */
export function withEditorToken(returnPath: string, token: string): string {
  const hash = returnPath.indexOf('#');
  const path = hash === -1 ? returnPath : returnPath.slice(0, hash);
  return `${path}#token=${encodeURIComponent(token)}`;
}
