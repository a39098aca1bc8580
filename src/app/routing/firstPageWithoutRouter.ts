import type { RouteName } from '../../shared/routes/routeTable';

/**
 * The pages a first load hydrates without React Router (AppRoot): the browsing pages a visitor
 * lands on from a search or an ad (home and content pages, the catalogue), where the first load
 * decides whether they stay (issue 19: the card storefront's first load <= 125 KB gzipped). Their
 * state is the address and the query cache, so handing over to the router at the first navigation
 * loses nothing. Pages that hold work in progress (editor, cart, checkout, photos, account) or
 * move within themselves start with the router, as before.
 */
const BROWSING_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'landing',
  'freeformLanding',
  'holidayGiftGuide',
  'fathersDayGiftGuide',
  'about',
  'press',
  'catchAll',
  'notFound',
  'photoBooks',
  'coffeeTableBooks',
  'simplePhotoBooks',
  'proCollection',
  'mothersDayPhotoBooks',
  'fathersDayPhotoBooks',
  'allPhotoBooks',
  'photoBooks.collection',
  'photoBookPricing',
  'homeDecor.acrylicPrints',
  'homeDecor.canvasPrints',
  'homeDecor.metalPrints',
  'homeDecor.posterPrints',
  'photoPrints',
  'products',
  'weddingCollection',
  'stores.storefront',
  'designers',
  'designers.designer',
  'cards.all',
  'cards.category',
  'cards.christmasHolidayPhoto',
  'cards.theme',
  'labels',
  'labels.category',
  'labels.theme',
  'photoCalendars',
  'calendars.category',
  'calendars.theme',
]);

export function startsWithoutRouter(name: RouteName): boolean {
  return BROWSING_PAGES.has(name);
}
