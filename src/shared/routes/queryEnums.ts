/**
 * Enumerated values the routes accept, each a tuple whose first element is the default and the
 * fallback for an invalid value (spec §4). Kept here until `src/shared/catalog` owns them.
 */

export const photoSorts = [
  'date-taken-desc',
  'date-taken-asc',
  'date-added-desc',
  'date-added-asc',
] as const;

export const projectListStatuses = ['inProgress', 'ordered', 'archive'] as const;

export const projectSorts = [
  'date_modified_desc',
  'date_modified_asc',
  'date_created_desc',
  'date_created_asc',
  'name_asc',
  'name_desc',
] as const;

export const cardStorefrontOrders = [
  'launched_at_desc',
  'separate_units_sold_desc',
  'favorites_desc',
] as const;

/** Calendar, label and search order. */
export const storefrontOrders = ['best_sellers', 'new', 'our_favorites', 'all_designs'] as const;

export const myAccountPanels = [
  'orders',
  'details',
  'email_preferences',
  'addresses',
  'credit_cards',
  'favorites',
] as const;

/** In the order the user walks through them; the last is reached from the emailed link. */
export const accountDeleteSteps = [
  'email-settings',
  'verify-password',
  'confirmation-sent',
  'confirmation',
] as const;

export const trustWidgetTemplates = ['slider', 'carousel'] as const;

export const contentPreviewTypes = [
  'site-content',
  'site-page',
  'site-component',
  'article',
] as const;

export const projectTypeUris = [
  'photo-books',
  'cards',
  'labels',
  'photo-calendars',
  'home-decors',
  'photo-prints',
] as const;

export const photoBookCollections = [
  'travel',
  'everyday',
  'year-in-review',
  'seasonal',
  'holiday',
  'family',
  'kids',
  'baby',
  'adoption',
  'birthday',
  'romance',
  'wedding',
  'wedding-guest-books',
  'remembrance-family-history',
  'recipe-cookbook',
  'pet',
  'sports',
  'education',
] as const;

/** Partner pages under /l/site/partner/; the partners' names are not in the spec. */
export const partnerPages = [
  'home-furnishing-1',
  'home-furnishing-3',
  'home-furnishing-4',
  'pet-retail-12',
  'pet-retail-13',
  'pet-retail-14',
] as const;

/** The only section the acrylic-prints page knows. */
export const acrylicPrintSections = ['blocks'] as const;

export type PhotoSort = (typeof photoSorts)[number];
export type ProjectListStatus = (typeof projectListStatuses)[number];
export type ProjectSort = (typeof projectSorts)[number];
export type ProjectTypeUri = (typeof projectTypeUris)[number];
