import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import type { CallAction } from '../navigation/pageModule';
import { ContentSections } from './ContentSections';
import { type ContentSource, contentPageQuery, prefetchSectionData } from './contentQueries';

/** A photo-book collection page's editorial content: the content store's page at its path. */
const sourceOf = (collection: string): ContentSource => ({
  call: 'content_pages',
  slug: `photo-books/${collection}`,
});

export async function prefetchCollectionContent(
  queryClient: QueryClient,
  call: CallAction,
  collection: string,
): Promise<void> {
  const page = await queryClient.fetchQuery(contentPageQuery(call, sourceOf(collection)));
  await prefetchSectionData(queryClient, call, page);
}

/**
 * The sections editors wrote for a collection, under its designs; nothing when there are none
 * (the designs stand on their own). The page's h1 stays the collection's own.
 */
export function CollectionContent({ collection }: { collection: string }) {
  const api = useApi();
  const page = useQuery(contentPageQuery(api.call, sourceOf(collection)));
  return page.data ? <ContentSections sections={page.data.sections} nested /> : null;
}
