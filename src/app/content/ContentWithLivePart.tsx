import type { ReactNode } from 'react';
import { Container } from '../ui/Container';
import styles from './ContentPage.module.css';
import { ContentSections, openingIndex } from './ContentSections';
import type { ContentPageData } from './contentQueries';

/**
 * A page whose words are a content entry and whose working part is the app's (the help centre's
 * search and forms, the reviews list): the entry's opening section (its h1) first, then the live
 * part, then the rest of the entry. So editors own the page's text and order of sections, and
 * the live part keeps its place under the heading. Without an entry (not seeded, or removed) the
 * live part stands alone under `fallbackTitle`, so the page never disappears with its words.
 */
export function ContentWithLivePart({
  page,
  fallbackTitle,
  children,
}: {
  page: ContentPageData | null | undefined;
  fallbackTitle: string;
  children: ReactNode;
}) {
  const sections = page?.sections ?? [];
  const opening = openingIndex(sections);
  const head = opening >= 0 ? sections.slice(0, opening + 1) : [];
  const rest = sections.slice(head.length);
  return (
    <article>
      {page?.draft ? (
        <p className={styles.draft} role="status">
          Draft preview — this version is not published yet.
        </p>
      ) : null}
      {opening >= 0 ? (
        <ContentSections sections={head} />
      ) : (
        <Container className={styles.title}>
          <h1>{page?.title ?? fallbackTitle}</h1>
        </Container>
      )}
      {children}
      {/* Nested: only the opening section above holds the page's h1. */}
      {rest.length > 0 ? <ContentSections sections={rest} nested /> : null}
    </article>
  );
}
