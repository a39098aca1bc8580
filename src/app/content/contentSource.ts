import { build } from '../../shared/routes/build';
import type { RouteMatch } from '../navigation/useRouteMatch';
import type { ContentSource } from './contentQueries';
import { contentSlug } from './contentSlug';

/**
 * The content behind a content route: the home page from `pages/main`, landing pages from their
 * lists' calls, everything else (fixed pages, partner pages, the catch-all) from `content_pages`
 * keyed by the content version and the slug, which is the page's path ('index' for the root).
 * Null when the route has no content (an odd catch-all path): the not-found page.
 */
export function contentSourceOf(match: RouteMatch): ContentSource | null {
  switch (match.name) {
    case 'home':
      return { call: 'pages/main' };
    case 'landing':
      return match.query.preview
        ? { call: 'landing_pages', path: match.params.path, preview: true }
        : { call: 'landing_pages', path: match.params.path };
    case 'freeformLanding':
      return { call: 'freeform_landing_pages', path: match.params.path };
    case 'holidayGiftGuide':
      return { call: 'freeform_landing_pages', path: 'holiday-gift-guide' };
    case 'fathersDayGiftGuide':
      return { call: 'freeform_landing_pages', path: 'b/fathers-day-gift-guide' };
    case 'catchAll': {
      const slug = contentSlug(match.params.path);
      return slug === null ? null : { call: 'content_pages', slug };
    }
    case 'about':
    case 'contact':
    case 'cookiePolicy':
    case 'press':
    case 'celebrityPartner':
    case 'affiliates':
    case 'eduCanada':
    case 'coupons':
    case 'partner':
      return { call: 'content_pages', slug: build(match.name, match.params as never).slice(1) };
    default:
      return null;
  }
}

/** The canonical path of a content route (a preview's canonical is the published page). */
export function contentPathOf(match: RouteMatch): string {
  if (match.name === 'catchAll') {
    const slug = contentSlug(match.params.path);
    return slug === null || slug === 'index' ? '/' : `/${slug}`;
  }
  if (match.name === 'landing') return build('landing', { path: match.params.path });
  return build(match.name, match.params as never);
}
