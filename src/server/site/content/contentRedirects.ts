import { CONTENT_VERSION, siteRedirect } from '../../../shared/content/entries';
import { notFound } from '../../http/appError';
import { findRedirect } from './content.repo';
import type { ContentDeps } from './content.service';

export interface RedirectAnswer {
  to: string;
  /** 301 when the move is permanent, 302 otherwise. */
  status: 301 | 302;
}

/** The old path as stored: one leading slash, no trailing one ('/' stays '/'). */
export function redirectKey(path: string): string {
  const trimmed = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return trimmed;
}

/** A target the shop may send a visitor to: its own path, or an http(s) address. */
function isSafeTarget(to: string): boolean {
  if (to.startsWith('/')) return !to.startsWith('//') && !to.startsWith('/\\');
  return /^https?:\/\/[^/\\]/i.test(to);
}

/**
 * The stored redirect of an old path (published content only), or null. A redirect to itself or
 * to an unsafe address is ignored, so content can never make a loop or an open redirect.
 */
export async function redirectOf(deps: ContentDeps, path: string): Promise<RedirectAnswer | null> {
  const from = redirectKey(path);
  const parsed = siteRedirect.safeParse(await findRedirect(deps.db, CONTENT_VERSION, from));
  if (!parsed.success) return null;
  const { to, permanent } = parsed.data;
  if (!isSafeTarget(to) || redirectKey(to.split(/[?#]/)[0] ?? '') === from) return null;
  return { to, status: permanent ? 301 : 302 };
}

/** The `content_redirects` call: where an old path now lives (404 when it has no redirect). */
export async function contentRedirect(deps: ContentDeps, input: { path: string }) {
  const answer = await redirectOf(deps, input.path);
  if (!answer) throw notFound('Redirect', input.path);
  return { to: answer.to, permanent: answer.status === 301 };
}
