/**
 * The service worker's runtime caches. The page (sign-out) and the worker name them the same way
 * from here; the version suffix is bumped when a cache's contents change shape, and the worker's
 * precache cleanup never touches these.
 */
export const PAGES_CACHE = 'printshop-pages-v1';
export const IMAGES_CACHE = 'printshop-images-v1';
export const API_CACHE = 'printshop-api-v1';
/** Font files the precache does not hold (the design fonts' latin-ext subsets). */
export const FONTS_CACHE = 'printshop-fonts-v1';

/**
 * The page's message asking the worker to keep these same-origin images in IMAGES_CACHE (the
 * editor's project photos, so a design opened online draws offline, pages never shown included).
 */
export const CACHE_IMAGES_MESSAGE = 'CACHE_IMAGES';

/** Caches that may hold what only a signed-in user may see: emptied at sign-out. */
export const PRIVATE_CACHES = [PAGES_CACHE, API_CACHE] as const;

/** The page shown for a navigation that neither the network nor the pages cache can answer. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * API reads that are the same for every visitor (catalogue, storefront, site content), so a copy
 * may be shown stale while a fresh one loads. Everything under /my/, sessions, carts, tools and
 * the rest stays network-only: it is private or must be current.
 */
const PUBLIC_READ_PREFIXES = [
  '/api/v2/product/',
  '/api/v2/products',
  '/api/v2/templates/',
  '/api/v2/tag_groups',
  '/api/v2/themes',
  '/api/v2/storefronts',
  '/api/v2/designers',
  '/api/v2/countries',
  '/api/v2/logos',
  '/api/v2/seo',
  '/api/v2/banners',
  '/api/v2/components/',
  '/api/v2/landing_pages',
  '/api/v2/freeform_landing_pages',
  '/api/v2/content_pages',
  '/api/v2/content_redirects',
  '/api/v2/pages/',
] as const;

/** Public reads that share a prefix above but are per visitor or per device. */
const PRIVATE_READ_EXCEPTIONS = [
  '/api/v2/pages/mobile_upload',
  '/api/v2/product/shipping_estimation/',
];

export function isPublicCatalogueRead(method: string, pathname: string): boolean {
  if (method !== 'GET' || pathname.includes('/my/')) return false;
  if (PRIVATE_READ_EXCEPTIONS.some((prefix) => pathname.startsWith(prefix))) return false;
  return PUBLIC_READ_PREFIXES.some(
    (prefix) =>
      pathname.startsWith(prefix) &&
      // `/api/v2/products` must not also admit `/api/v2/productsfoo`.
      (prefix.endsWith('/') ||
        pathname.length === prefix.length ||
        '/?'.includes(pathname.charAt(prefix.length))),
  );
}
