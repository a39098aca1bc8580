import { p, q } from '../paramSpecs';
import { PRODUCT_SLUG } from '../productSlug';
import { contentPreviewTypes, photoBookCollections, trustWidgetTemplates } from '../queryEnums';
import { defineRoutes } from '../routeDef';

/** Fixed content pages, landing pages and content previews (spec §2). */
export const contentRoutes = defineRoutes({
  about: { path: `/about-${PRODUCT_SLUG}` },
  contact: { path: '/contact' },
  cookiePolicy: { path: '/main/privacy/cookie' },
  press: { path: '/l/press-page' },
  weddingCollection: { path: '/wedding-collection' },
  celebrityPartner: { path: `/${PRODUCT_SLUG}-celebrity-partner` },
  affiliates: { path: '/affiliates' },
  eduCanada: { path: '/edu-canada' },
  coupons: { path: `/${PRODUCT_SLUG}-coupons` },
  // The reviews list with its filters; the help centre (the spec names no path: the footer's
  // help links have always pointed at /help). Both before the landing pages and the catch-all.
  // Its filters and page are in the address, so back, forward and a shared link restore them.
  customerReviews: {
    path: '/l/customer-reviews',
    query: {
      product: q.integer('product'),
      rating: q.integer('rating'),
      page: q.page('page'),
      preview: q.boolean('_preview'),
    },
  },
  helpCentre: { path: '/help' },
  // Known paths: customer-reviews, best-quality-photo-books, pro, volume, yearbook, careers.
  landing: { path: '/l/:path', query: { preview: q.boolean('_preview') } },
  // Known paths: mothers-day-gift-guide, fathers-day-gift-guide, wedding-photo-albums.
  freeformLanding: { path: '/l/f/:path' },
  trustPilotWidget: {
    path: '/~/trust-pilot-widget',
    query: {
      compact: q.boolean('compact'),
      template: q.enumeration('template', trustWidgetTemplates),
    },
  },
  contentPreview: {
    path: '/strapi',
    query: {
      previewType: q.enumeration('previewType', contentPreviewTypes),
      id: q.integer('id'),
    },
  },
  'photoBooks.collection': {
    path: '/photo-books/:collection',
    params: { collection: p.oneOf(photoBookCollections) },
  },
});
