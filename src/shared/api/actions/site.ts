import { z } from 'zod';
import { HELP_TOPICS } from '../../catalog/helpTopics';
import { defineActions } from '../defineActions';
import {
  emailInput,
  emptyInput,
  idParam,
  looseRecord,
  okOutput,
  pagination,
  queryBoolean,
  queryInt,
} from '../schemaHelpers';
import {
  booksProductPicker,
  cardsProductPicker,
  catalogPage,
  headerComponent,
} from './catalogContent';

const promotion = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  message: z.string().optional(),
  url: z.string().optional(),
  imageUrl: z.string().optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
});
const promotions = z.object({ items: z.array(promotion) });

const byPath = z.object({ path: z.string().min(1).max(500) });

const helpTopic = z.enum(HELP_TOPICS);

const helpArticle = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  category: helpTopic,
  title: z.string(),
  excerpt: z.string(),
  body: z.string().optional(),
  updatedAt: z.string(),
});

const review = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  productTypeId: z.number().int().positive(),
  reviewedAt: z.string(),
  verifiedOrder: z.boolean(),
});

export const reviewSummary = z.object({
  count: z.number().int().nonnegative(),
  // One decimal, as stars are shown; 0 when there are no reviews.
  average: z.number().min(0).max(5),
  // Reviews per rating, index 0 for one star up to index 4 for five.
  histogram: z.array(z.number().int().nonnegative()).length(5),
});

export const siteActions = defineActions('site', {
  countries: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({
          code: z.string().length(2),
          name: z.string(),
          states: z.array(z.object({ code: z.string(), name: z.string() })),
        }),
      ),
    }),
  },
  header_warning: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      message: z.string().optional(),
      level: z.enum(['info', 'warning']).optional(),
    }),
  },
  holiday_promotions: { method: 'GET', input: emptyInput, output: promotions },
  slide_in_promotions: { method: 'GET', input: emptyInput, output: promotions },
  'sign_up_banners/show_by_source': {
    method: 'GET',
    input: z.object({ source: z.string().min(1).max(100) }),
    output: z.object({
      banner: z
        .object({ title: z.string(), body: z.string().optional(), imageUrl: z.string().optional() })
        .optional(),
    }),
  },
  // The support widget's settings: whether the message form is open, its topics and hours.
  kustomer: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      enabled: z.boolean(),
      settings: z
        .object({
          brandName: z.string(),
          topics: z.array(z.object({ key: helpTopic, label: z.string() })),
          hours: z.string(),
          replyWithin: z.string(),
        })
        .optional(),
    }),
  },
  // Beyond the spec's list: the support widget's message form, mailed to the shop's mailbox.
  'kustomer/conversations': {
    method: 'POST',
    input: z.object({
      name: z.string().trim().min(1).max(200),
      email: emailInput,
      topic: helpTopic,
      message: z.string().trim().min(10).max(5000),
    }),
    output: z.object({ ok: z.literal(true), reference: z.string() }),
  },
  localized_stores: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({ locale: z.string(), country: z.string(), name: z.string(), url: z.string() }),
      ),
    }),
  },
  // Purpose not shown in the spec: here the help centre's article search (the help widget's
  // knowledge base). A slug reads one article; otherwise a page of matches, best first.
  mixie: {
    method: 'GET',
    input: z.object({
      q: z.string().trim().max(200).optional(),
      category: z.enum(HELP_TOPICS).optional(),
      slug: z.string().max(100).optional(),
      ...pagination,
    }),
    output: z.object({
      items: z.array(helpArticle),
      total: z.number().int().nonnegative(),
      categories: z.array(z.object({ key: helpTopic, label: z.string(), count: z.number().int() })),
    }),
  },
  // Beyond the spec's list: the reviews store behind /l/customer-reviews, the trust widget and
  // product ratings. Newest first; the summary covers every review the filter's product matches.
  reviews: {
    method: 'GET',
    input: z.object({
      productTypeId: queryInt.positive().optional(),
      rating: queryInt.min(1).max(5).optional(),
      ...pagination,
    }),
    output: z.object({
      items: z.array(review),
      total: z.number().int().nonnegative(),
      summary: reviewSummary,
    }),
  },
  logos: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          imageUrl: z.string(),
          url: z.string().optional(),
        }),
      ),
    }),
  },
  seo: {
    method: 'GET',
    input: byPath,
    output: z.object({
      title: z.string(),
      description: z.string().optional(),
      canonicalUrl: z.string().optional(),
      noIndex: z.boolean().optional(),
      imageUrl: z.string().optional(),
    }),
  },
  seo_sections: {
    method: 'GET',
    input: byPath,
    output: z.object({ items: z.array(z.object({ heading: z.string(), html: z.string() })) }),
  },
  volume_discounts_inquiries: {
    method: 'POST',
    input: z.object({
      name: z.string().min(1).max(200),
      email: emailInput,
      phone: z.string().max(40).optional(),
      organization: z.string().max(200).optional(),
      productTypeId: z.number().int().positive().optional(),
      quantity: z.number().int().positive().max(1_000_000),
      message: z.string().max(5000).optional(),
    }),
    output: okOutput,
  },
  wedding_sample_kit_requests: {
    method: 'POST',
    input: z.object({
      firstName: z.string().min(1).max(80),
      lastName: z.string().min(1).max(80),
      email: emailInput,
      addressId: z.number().int().positive().optional(),
      weddingDate: z.iso.date().optional(),
    }),
    output: okOutput,
  },
});

/** A page assembled from CMS content sections (spec §2 content section types). */
const contentPage = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  sections: z.array(z.object({ type: z.string() }).catchall(z.unknown())),
  /** Set when the answer is a draft shown to a content previewer. */
  draft: z.boolean().optional(),
});

const contentSlug = z
  .string()
  .min(1)
  .max(300)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    'Use lowercase words, hyphens and slashes.',
  );
/** A landing page path; `preview` asks for the draft (content previewers only, spec §2 `_preview`). */
const landingInput = z.object({
  path: contentSlug,
  preview: queryBoolean.optional(),
});

const page = { method: 'GET', input: emptyInput, output: contentPage } as const;
// Catalogue pages are content pages whose sections have known shapes (see catalogContent.ts).
const pageOfCatalog = { method: 'GET', input: emptyInput, output: catalogPage } as const;
const component = { method: 'GET', input: emptyInput, output: looseRecord } as const;

export const contentActions = defineActions('content', {
  banners: {
    method: 'GET',
    // Where the banners show (home, cart, …); without it, every live banner.
    input: z.object({
      placement: z
        .string()
        .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Use a place name such as home or cart.')
        .optional(),
    }),
    output: z.object({
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          html: z.string().optional(),
          text: z.string().optional(),
          url: z.string().optional(),
        }),
      ),
    }),
  },
  'pages/book_landing': pageOfCatalog,
  'pages/card_index': pageOfCatalog,
  'pages/card_landing': pageOfCatalog,
  'pages/main': page,
  'pages/wedding_collection': pageOfCatalog,
  freeform_landing_pages: { method: 'GET', input: landingInput, output: contentPage },
  landing_pages: { method: 'GET', input: landingInput, output: contentPage },
  /** The catch-all's page definition, keyed by content version and slug ('index' for the root). */
  content_pages: {
    method: 'GET',
    input: z.object({ version: z.string().regex(/^\d{4}-\d{2}$/), slug: contentSlug }),
    output: contentPage,
  },
  /**
   * Beyond the spec's list: where an old path lives now (the content's stored redirects), so a
   * navigation inside the app follows them as the server does. 404 when the path has none.
   */
  content_redirects: {
    method: 'GET',
    input: z.object({ path: z.string().min(1).max(500).startsWith('/') }),
    output: z.object({ to: z.string(), permanent: z.boolean() }),
  },
  /** /strapi: a draft by kind and id, for signed-in content previewers only. */
  content_preview: {
    method: 'GET',
    input: z.object({
      previewType: z.enum(['site-content', 'site-page', 'site-component', 'article']),
      id: idParam,
    }),
    output: contentPage.extend({ kind: z.string() }),
  },
  /** The contact page's form: the message reaches the shop's mailbox. */
  contact_messages: {
    method: 'POST',
    input: z.object({
      name: z.string().trim().min(1).max(120),
      email: emailInput,
      topic: z.enum(['order', 'product', 'business', 'press', 'other']),
      orderNumber: z.string().trim().max(40).optional(),
      message: z.string().trim().min(10).max(5000),
    }),
    output: okOutput,
  },
  'components/auth': component,
  'components/header': { method: 'GET', input: emptyInput, output: headerComponent },
  'components/books_product_picker': {
    method: 'GET',
    input: emptyInput,
    output: booksProductPicker,
  },
  'components/cards_product_picker': {
    method: 'GET',
    input: emptyInput,
    output: cardsProductPicker,
  },
});
