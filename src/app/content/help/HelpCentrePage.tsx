import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { ContentWithLivePart } from '../ContentWithLivePart';
import { type ContentSource, contentPageQuery, prefetchSectionData } from '../contentQueries';
import { HELP_FIRST_SEARCH, HelpAnswers, HelpSearchField } from './HelpCentre';
import styles from './HelpCentre.module.css';
import { helpArticlesQuery, supportSettingsQuery } from './helpQueries';

/*
 * /help: the content store's help page (its hero, topic tiles and guides) with the help centre's
 * two live parts where the entry's component sections name them: the search box under the
 * heading (slot `help-search`), the articles and contact forms after the topic tiles (slot
 * `help-answers`). So a visitor meets search, then topics, then answers, then a way to write,
 * as shop help centres run; the words and their order are the store's.
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
  // The search box and the answers sit apart on the page; what is typed in one narrows the other.
  const [text, setText] = useState('');
  // Shown for a moment on client navigation only; a spinner would flash.
  if (content.isPending) return null;
  return (
    <ContentWithLivePart
      page={content.data}
      fallbackTitle="How can we help?"
      parts={{
        'help-search': (
          <Container className={styles.searchBand}>
            <HelpSearchField value={text} onChange={setText} />
          </Container>
        ),
        'help-answers': (
          <Container className={styles.page}>
            <HelpAnswers text={text} />
          </Container>
        ),
      }}
    />
  );
}
