import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../../routing/pageModule';
import type { RouteMatch } from '../../routing/useRouteMatch';
import { Container } from '../../ui/Container';
import { ContentWithLivePart } from '../ContentWithLivePart';
import { type ContentSource, contentPageQuery, prefetchSectionData } from '../contentQueries';
import { HELP_FIRST_SEARCH, HelpCentre } from './HelpCentre';
import styles from './HelpCentre.module.css';
import { helpArticlesQuery, supportSettingsQuery } from './helpQueries';

/*
 * /help: the content store's help page (its hero, topics and guides) with the help centre's
 * search, answers and contact forms under the heading. The words are the store's; the page
 * only places the live part.
 */

const HELP_PAGE: ContentSource = { call: 'content_pages', slug: 'help' };
const TITLE = 'Help centre';
const DESCRIPTION =
  'Answers about ordering, shipping, photo uploads, the editor and returns, and a way to write to us.';

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await Promise.all([
    queryClient
      .fetchQuery(contentPageQuery(call, HELP_PAGE))
      .then((page) => prefetchSectionData(queryClient, call, page)),
    queryClient.prefetchQuery(helpArticlesQuery(call, HELP_FIRST_SEARCH)),
    queryClient.prefetchQuery(supportSettingsQuery(call)),
  ]);
}

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

export function meta({ queryClient }: MetaContext): PageMeta {
  const page = queryClient.getQueryData(contentPageQuery(noCall, HELP_PAGE).queryKey);
  return { title: page?.title ?? TITLE, description: page?.description ?? DESCRIPTION };
}

export default function HelpCentrePage() {
  const api = useApi();
  const content = useQuery(contentPageQuery(api.call, HELP_PAGE));
  // Shown for a moment on client navigation only; a spinner would flash.
  if (content.isPending) return null;
  return (
    <ContentWithLivePart page={content.data} fallbackTitle="How can we help?">
      <Container className={styles.page}>
        <HelpCentre />
      </Container>
    </ContentWithLivePart>
  );
}
