import { Fragment, type ReactNode } from 'react';
import type { ArticleCard } from '../../../shared/content/articleSections';
import { formatDate } from '../../../shared/format/dates';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';
import { ContentImage } from './ContentImage';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/* Sections of articles. The content service resolves the references; a reference it could not
   resolve (an unpublished article) is simply not shown. */

function Card({ article }: { article: ArticleCard }) {
  return (
    <ContentLink href={article.href} className={styles.articleCard}>
      <ContentImage image={article.image} className={styles.articleArt} />
      <span className={styles.muted}>
        <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, 'long')}</time>
      </span>
      <h3>{article.title}</h3>
      <p>{article.summary}</p>
    </ContentLink>
  );
}

export function ArticleSection({ section, opening }: SectionProps<'article'>) {
  const article = section.resolved;
  if (!article) return null;
  const Heading = opening ? 'h1' : 'h2';
  return (
    <article className={base.section}>
      <Container className={styles.article}>
        <p className={base.eyebrow}>
          <time dateTime={article.publishedOn}>{formatDate(article.publishedOn, 'long')}</time> ·{' '}
          {article.author}
        </p>
        <Heading>{article.title}</Heading>
        <p className={base.lead}>{article.summary}</p>
        <ContentImage image={article.image} className={styles.articleHero} />
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Container>
    </article>
  );
}

export function ArticlesSection({ section }: SectionProps<'articles'>) {
  const articles = section.resolved ?? [];
  if (articles.length === 0) return null;
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
        <ul className={styles.articles}>
          {articles.map((article) => (
            <li key={article.slug}>
              <Card article={article} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * Articles newest first, with site components injected between them (spec §2: injected
 * components inside an article listing). `renderSections` draws an injected component's
 * sections with the page's own renderer.
 */
export function ArticleListingSection({
  section,
  renderSections,
}: SectionProps<'article-listing'> & { renderSections: (sections: unknown[]) => ReactNode }) {
  const articles = section.resolved?.articles ?? [];
  const injected = section.resolved?.injected ?? [];
  const after = (count: number) =>
    injected
      .filter((item) => item.after === count)
      .map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: injections never reorder while shown
        <div key={index} className={styles.injected}>
          {renderSections(item.sections)}
        </div>
      ));
  return (
    <section className={base.section}>
      <Container>
        <h2>{section.title}</h2>
      </Container>
      {after(0)}
      {articles.map((article, index) => (
        <Fragment key={article.slug}>
          <Container>
            <div className={styles.listingItem}>
              <Card article={article} />
            </div>
          </Container>
          {after(index + 1)}
        </Fragment>
      ))}
    </section>
  );
}
