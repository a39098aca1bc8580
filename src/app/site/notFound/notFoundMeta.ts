import type { PageMeta } from '../../navigation/pageModule';

/** Head and status of the not-found page, also used by the catch-all when no content exists. */
export function notFoundMeta(): PageMeta {
  return {
    title: 'Page not found',
    description: "We couldn't find that page. Search our products or start from the home page.",
    canonical: null,
    robots: 'noindex',
    status: 404,
  };
}
