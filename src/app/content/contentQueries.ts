import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../shared/catalog/productTypes';
import { CONTENT_VERSION } from '../../shared/content/entries';
import type { ProductLine } from '../../shared/content/fields';
import { readSection } from '../../shared/content/sections';
import type { ApiClient } from '../apiContext';
import {
  type ThemesInput,
  tagGroupsQuery,
  themesQuery,
} from '../common/catalogData/catalogQueries';
import { type ReviewsInput, reviewsQuery } from '../common/catalogData/reviewQueries';
import type { CallAction } from '../navigation/pageModule';
import { logosQuery } from '../site';

export type ContentPageData = ActionOutput<'content_pages'>;

/** Where a content route's page comes from: the call that serves it and its input. */
export type ContentSource =
  | { call: 'pages/main' }
  | { call: 'landing_pages' | 'freeform_landing_pages'; path: string; preview?: boolean }
  | { call: 'content_pages'; slug: string };

// Published content changes when editors publish, not while someone reads: a minute is fresh.
const CONTENT_STALE_MS = 60_000;

/**
 * Dynamic page content that fails to load quietly yields no page (spec §8): any failure is
 * null, and the route shows the not-found page.
 */
async function quietly<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch {
    return null;
  }
}

/** A content page, or null when there is none (the route then shows the not-found page). */
export function contentPageQuery(call: CallAction, source: ContentSource) {
  return queryOptions({
    queryKey: ['content', source] as const,
    queryFn: (): Promise<ContentPageData | null> => {
      switch (source.call) {
        case 'pages/main':
          return quietly(call('pages/main', {}));
        case 'content_pages':
          return quietly(call('content_pages', { version: CONTENT_VERSION, slug: source.slug }));
        default:
          return quietly(
            call(source.call, {
              path: source.path,
              ...(source.preview ? { preview: true } : {}),
            }),
          );
      }
    },
    // A preview is always fetched afresh: drafts change while an editor looks at them.
    staleTime: 'preview' in source && source.preview ? 0 : CONTENT_STALE_MS,
  });
}

export function contentPreviewQuery(
  call: CallAction,
  input: { previewType: 'site-content' | 'site-page' | 'site-component' | 'article'; id: number },
) {
  return queryOptions({
    queryKey: ['content', 'preview', input] as const,
    queryFn: () => call('content_preview', input),
    staleTime: 0,
    retry: false,
  });
}

const productTypeOfLine: Record<ProductLine, number> = {
  book: PRODUCT_TYPE_ID.book,
  card: PRODUCT_TYPE_ID.card,
  calendar: PRODUCT_TYPE_ID.calendar,
  label: PRODUCT_TYPE_ID.label,
  canvas: PRODUCT_TYPE_ID.canvas,
};

/** The catalogue read behind a live-design section (carousel, templates, top rated…). */
export function liveDesignsInput(section: {
  productLine: ProductLine;
  order?: 'best_sellers' | 'newest';
  count?: number;
}): ThemesInput {
  return {
    productTypeId: productTypeOfLine[section.productLine],
    order: section.order === 'newest' ? 'new' : 'best_sellers',
    perPage: section.count ?? 8,
  };
}

/** The reviews read behind a trust-rating section: its line's (or the shop's) recent five stars. */
export function trustRatingInput(section: {
  productLine?: ProductLine;
  count?: number;
}): ReviewsInput {
  return {
    ...(section.productLine ? { productTypeId: productTypeOfLine[section.productLine] } : {}),
    rating: 5,
    perPage: section.count ?? 3,
  };
}

/** The site queries take an API client; a render's call is all they use of it. */
const callOnly = (call: CallAction): ApiClient => ({ call, setCsrfToken: () => {} }) as ApiClient;

const LIVE_TYPES = new Set([
  'template-carousel',
  'templates',
  'top-rated',
  'themes-listing',
  'theme',
]);

/** Every section of a page, components' and injected ones included (spec §2 traversal). */
export function allSections(sections: readonly unknown[]): unknown[] {
  return sections.flatMap((raw) => {
    const section = readSection(raw);
    if (!section) return [];
    if (section.type === 'component') return [section, ...allSections(section.sections ?? [])];
    if (section.type === 'article-listing') {
      const injected = section.resolved?.injected.flatMap((item) => item.sections) ?? [];
      return [section, ...allSections(injected)];
    }
    return [section];
  });
}

/** Fills the cache with the catalogue data of a page's live sections, so the HTML has them. */
export async function prefetchSectionData(
  queryClient: QueryClient,
  call: CallAction,
  page: ContentPageData | null | undefined,
): Promise<void> {
  if (!page) return;
  const ratings = allSections(page.sections).flatMap((raw) => {
    const section = readSection(raw);
    return section?.type === 'trust-rating' ? [section] : [];
  });
  const logos = allSections(page.sections).some((raw) => {
    const section = readSection(raw);
    return section?.type === 'text' && section.logos === true;
  });
  await Promise.all([
    ...ratings.map((section) =>
      queryClient.prefetchQuery(reviewsQuery(call, trustRatingInput(section))),
    ),
    ...(logos ? [queryClient.prefetchQuery(logosQuery(callOnly(call)))] : []),
  ]);
  const live = allSections(page.sections).flatMap((raw) => {
    const section = readSection(raw);
    if (!section || section.type === 'trust-rating' || !LIVE_TYPES.has(section.type)) return [];
    return 'productLine' in section ? [section] : [];
  });
  if (live.length === 0) return;
  await Promise.all([
    queryClient.prefetchQuery(tagGroupsQuery(call)),
    ...live.map((section) =>
      queryClient.prefetchQuery(
        themesQuery(
          call,
          liveDesignsInput(section.type === 'theme' ? { ...section, count: 24 } : section),
        ),
      ),
    ),
  ]);
}
