import type { PageMeta } from '../../navigation/pageModule';
import { serializeState } from '../../state/serializeState';
import { fullTitle } from './fullTitle';

/**
 * The server's <head> additions for a page: title, description, robots, canonical link and
 * JSON-LD. Text is HTML-escaped; JSON-LD uses the same escaping as the state element so no value
 * can close its script.
 */
export function renderHead(meta: PageMeta, origin: string): string {
  const parts = [`<title>${escapeHtml(fullTitle(meta))}</title>`];
  if (meta.description) {
    parts.push(`<meta name="description" content="${escapeHtml(meta.description)}">`);
  }
  if (meta.robots) parts.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  if (meta.canonical) {
    parts.push(`<link rel="canonical" href="${escapeHtml(`${origin}${meta.canonical}`)}">`);
  }
  for (const data of meta.structuredData ?? []) {
    parts.push(`<script type="application/ld+json">${serializeState(data)}</script>`);
  }
  return parts.join('\n');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
