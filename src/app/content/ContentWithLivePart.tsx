import { Fragment, type ReactNode } from 'react';
import { Container } from '../ui/Container';
import styles from './ContentPage.module.css';
import { ContentSections, openingIndex } from './ContentSections';
import type { ContentPageData } from './contentQueries';
import { placeLiveParts } from './livePartSlots';

/**
 * A page whose words are a content entry and whose working parts are the app's (the help centre's
 * search, answers and forms, the reviews list): the entry's opening section (its h1) first, then
 * the entry's other sections with each live part where a component section names its slot (see
 * `placeLiveParts`). So editors own the page's text and the order of everything on it. A slot the
 * entry does not mark sits under the heading, and without an entry (not seeded, or removed) the
 * live parts stand alone under `fallbackTitle`, so the page never disappears with its words.
 */
export function ContentWithLivePart({
  page,
  fallbackTitle,
  parts,
}: {
  page: ContentPageData | null | undefined;
  fallbackTitle: string;
  /** The live parts by slot name, in the order they go when the entry marks none. */
  parts: Readonly<Record<string, ReactNode>>;
}) {
  const sections = page?.sections ?? [];
  const opening = openingIndex(sections);
  const head = opening >= 0 ? sections.slice(0, opening + 1) : [];
  const pieces = placeLiveParts(sections.slice(head.length), Object.keys(parts));
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
      {pieces.map((piece) =>
        piece.kind === 'part' ? (
          // Keyed by slot: a live part keeps its state (a search typed) if the words around move.
          <Fragment key={`part:${piece.slot}`}>{parts[piece.slot]}</Fragment>
        ) : (
          // Nested: only the opening section above holds the page's h1.
          <ContentSections key={`sections:${piece.at}`} sections={piece.sections} nested />
        ),
      )}
    </article>
  );
}
