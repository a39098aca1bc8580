/**
 * Whether an address shows drafts: /strapi previews and landing pages with `_preview`. Such
 * answers are one editor's view of unpublished content, so neither a shared cache nor the
 * service worker may keep them (the server sends no-store, the worker goes to the network only).
 */
export function isContentPreviewUrl(url: string): boolean {
  const parsed = new URL(url, 'http://local');
  if (parsed.pathname === '/strapi' || parsed.pathname.startsWith('/strapi/')) return true;
  // The landing-page calls take the same switch as `preview` (spec §7 wire names).
  if (parsed.pathname.startsWith('/api/') && parsed.searchParams.get('preview') === 'true') {
    return true;
  }
  return parsed.searchParams.has('_preview');
}
