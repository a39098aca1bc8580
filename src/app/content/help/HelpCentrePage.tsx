import type { QueryClient } from '@tanstack/react-query';
import type { CallAction, PageMeta } from '../../routing/pageModule';
import type { RouteMatch } from '../../routing/useRouteMatch';
import { Container } from '../../ui/Container';
import { HELP_FIRST_SEARCH, HelpCentre } from './HelpCentre';
import styles from './HelpCentre.module.css';
import { helpArticlesQuery, supportSettingsQuery } from './helpQueries';

/*
 * The help centre as a page of its own. The route table has no /help route (the catch-all
 * serves /help from content); this module is ready for a route or for the content area's
 * "help center" section, which can render <HelpCentre /> with this prefetch.
 */

export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await Promise.all([
    queryClient.prefetchQuery(helpArticlesQuery(call, HELP_FIRST_SEARCH)),
    queryClient.prefetchQuery(supportSettingsQuery(call)),
  ]);
}

export function meta(): PageMeta {
  return {
    title: 'Help centre',
    description:
      'Answers about ordering, shipping, photo uploads, the editor and returns, and a way to write to us.',
  };
}

export default function HelpCentrePage() {
  return (
    <Container className={styles.page}>
      <h1>How can we help?</h1>
      <HelpCentre />
    </Container>
  );
}
