import { p } from '../paramSpecs';
import { partnerPages } from '../queryEnums';
import { defineRoutes } from '../routeDef';

/** Pages assembled from the content management system, each its own route (spec §2). */
export const cmsRoutes = defineRoutes({
  home: { path: '/' },
  holidayGiftGuide: { path: '/l/f/holiday-gift-guide' },
  fathersDayGiftGuide: { path: '/l/f/b/fathers-day-gift-guide' },
  coffeeTableBooks: { path: '/coffee-table-books' },
  allPhotoBooks: { path: '/all-photo-books' },
  photoBooks: { path: '/photo-books' },
  simplePhotoBooks: { path: '/simple-photo-books' },
  proCollection: { path: '/pro-collection' },
  mothersDayPhotoBooks: { path: '/mother-s-day-photo-books' },
  fathersDayPhotoBooks: { path: '/father-s-day-photo-books' },
  partner: { path: '/l/site/partner/:partnerPage', params: { partnerPage: p.oneOf(partnerPages) } },
});
