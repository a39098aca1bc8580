import { q } from '../paramSpecs';
import { acrylicPrintSections, cardStorefrontOrders, storefrontOrders } from '../queryEnums';
import { defineRoutes } from '../routeDef';

/** The card number-of-photos filter allows 0 to 4 (spec §9). */
const numberOfPhotos = q.integerList('n[]', { min: 0, max: 4 });

const calendarStorefrontQuery = {
  order: q.enumeration('order', storefrontOrders),
  // The spec lists the calendar n[] among string lists; it is the same number-of-photos filter.
  n: numberOfPhotos,
  ps: q.stringList('ps[]'),
  c: q.stringList('c[]'),
  s: q.stringList('s[]'),
  fptid: q.integerList('fptid'),
};

const calendarThemeQuery = {
  ptid: q.integer('ptid'),
  ipid: q.integer('ipid'),
  startingMonth: q.string('startingMonth'),
};

const labelStorefrontQuery = {
  c: q.stringList('c[]'),
  order: q.enumeration('order', storefrontOrders),
  page: q.page(),
};

const cardStorefrontQuery = {
  order: q.enumeration('order', cardStorefrontOrders),
  page: q.page(),
  tt: q.stringList('tt[]'),
  ft: q.stringList('ft[]'),
  s: q.stringList('s[]'),
  psg: q.stringList('psg[]'),
  c: q.stringList('c[]'),
  a: q.stringList('a[]'),
  g: q.stringList('g[]'),
  n: numberOfPhotos,
  ps: q.stringList('ps[]'),
  fptid: q.integerList('fptid'),
};

/** Storefronts and product pages (spec §2). */
export const storefrontRoutes = defineRoutes({
  photoCalendars: { path: '/photo-calendars', query: calendarStorefrontQuery },
  'calendars.category': { path: '/photo-calendars/:tagGroupUri', query: calendarStorefrontQuery },
  'calendars.theme': { path: '/photo-calendars/:tagGroupUri/:themeUri', query: calendarThemeQuery },
  'calendars.themePreview': {
    path: '/photo-calendars/:tagGroupUri/:themeUri/preview',
    query: { ...calendarThemeQuery, ptid: q.integer('ptid', 'required') },
  },
  labels: { path: '/labels', query: labelStorefrontQuery },
  'labels.category': { path: '/labels/:tagGroupUri', query: labelStorefrontQuery },
  'labels.theme': {
    path: '/labels/:tagGroupUri/:themeUri',
    query: {
      ptid: q.integer('ptid'),
      ipid: q.integer('ipid'),
      quantity: q.integerWithDefault('quantity', 1, { min: 1 }),
    },
  },
  'cards.all': { path: '/cards/all', query: cardStorefrontQuery },
  'cards.christmasHolidayPhoto': {
    path: '/cards/create-christmas-holiday-photo',
    query: cardStorefrontQuery,
  },
  'cards.category': { path: '/cards/:tagGroupUri', query: cardStorefrontQuery },
  'cards.theme': {
    path: '/cards/:tagGroupUri/:themeUri',
    // The finishes chosen before Personalise: trim, foil (a design with foil) and paper.
    query: {
      ptid: q.integer('ptid'),
      ipid: q.integer('ipid'),
      quantity: q.integer('quantity'),
      trimTypeId: q.integer('trim_type_id'),
      foilTypeId: q.integer('foil_type_id'),
      paperTypeId: q.integer('paper_type_id'),
    },
  },
  // ptid: the template shown; pid: one of the visitor's projects, shown in this design.
  'theme.preview': {
    path: '/:tagGroupUri/:themeUri/preview',
    query: { ptid: q.integer('ptid'), pid: q.integer('pid') },
  },
  'homeDecor.acrylicPrints': {
    path: '/home-decor/acrylic-prints',
    query: { section: q.optionalEnumeration('section', acrylicPrintSections) },
  },
  'homeDecor.canvasPrints': { path: '/home-decor/canvas-prints' },
  'homeDecor.metalPrints': { path: '/home-decor/metal-prints' },
  'homeDecor.posterPrints': { path: '/home-decor/poster-prints' },
  // pid: the photo-print project to open (spec §2: a print project's editor link comes here).
  photoPrints: { path: '/photo-prints', query: { pid: q.integer('pid') } },
  photoBookPricing: { path: '/photo-book-pricing' },
  products: { path: '/products' },
  search: {
    path: '/search',
    query: {
      q: q.string('q'),
      pt: q.stringList('pt[]'),
      order: q.enumeration('order', storefrontOrders),
    },
  },
  'stores.storefront': { path: '/stores/:storefrontUri' },
  designers: { path: '/designers' },
  'designers.designer': { path: '/designers/:designerUri' },
});
