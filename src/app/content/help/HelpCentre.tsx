import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { HELP_TOPICS } from '../../../shared/catalog/helpTopics';
import { useApi } from '../../apiContext';
import { VolumeInquiryForm } from '../requests/VolumeInquiryForm';
import { ContactForm } from './ContactForm';
import styles from './HelpCentre.module.css';
import { type HelpSearch, helpArticlesQuery } from './helpQueries';

type Topic = (typeof HELP_TOPICS)[number];

/** The first screen of the help centre: every article, as the server render fills it. */
export const HELP_FIRST_SEARCH: HelpSearch = { perPage: 50 };

/**
 * The help centre whole: search the articles (as you type), narrow by topic, open an answer in
 * place, and when nothing answers, write to customer care or ask for volume pricing. The /help
 * page places its two parts apart (the search under the heading, the answers after the store's
 * topic tiles); this keeps them together where no content entry sits between.
 */
export function HelpCentre() {
  const [text, setText] = useState('');
  return (
    <div className={styles.centre}>
      <HelpSearchField value={text} onChange={setText} />
      <HelpAnswers text={text} />
    </div>
  );
}

/** The search box: what it holds narrows the answers, wherever the page puts them. */
export function HelpSearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <SearchField
      className={styles.search}
      value={value}
      onChange={onChange}
      aria-describedby="help-results"
    >
      <Label className={styles.searchLabel}>Search help articles</Label>
      <Input className={styles.searchInput} placeholder="e.g. shipping times, upload from phone" />
    </SearchField>
  );
}

/** The articles matching the search, by topic, then the ways to write to us. */
export function HelpAnswers({ text }: { text: string }) {
  const api = useApi();
  const [topic, setTopic] = useState<Topic | undefined>(undefined);
  const query = useDeferredValue(text.trim());
  const search: HelpSearch = {
    ...HELP_FIRST_SEARCH,
    ...(query ? { q: query } : {}),
    ...(topic ? { category: topic } : {}),
  };
  const articles = useQuery({
    ...helpArticlesQuery(api.call, search),
    placeholderData: keepPreviousData,
  });
  const data = articles.data;
  return (
    <div className={styles.centre}>
      {data ? (
        <fieldset className={styles.topics}>
          <legend className="visually-hidden">Topics</legend>
          <button
            type="button"
            className={styles.topic}
            aria-pressed={topic === undefined}
            onClick={() => setTopic(undefined)}
          >
            All topics
          </button>
          {data.categories.map((category) => (
            <button
              key={category.key}
              type="button"
              className={styles.topic}
              aria-pressed={topic === category.key}
              onClick={() => setTopic(category.key)}
            >
              {category.label} <span className={styles.topicCount}>{category.count}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
      <p id="help-results" className={styles.status} role="status">
        {data
          ? data.total === 0
            ? 'No article matches. Try other words, or write to us below.'
            : `${data.total} article${data.total === 1 ? '' : 's'}`
          : articles.isError
            ? 'Help articles could not be loaded. You can still write to us below.'
            : 'Loading help articles…'}
      </p>
      <ul className={styles.articles}>
        {data?.items.map((article) => (
          <li key={article.id} id={article.slug}>
            <details className={styles.article}>
              <summary className={styles.question}>{article.title}</summary>
              <ArticleBody slug={article.slug} body={article.body} />
            </details>
          </li>
        ))}
      </ul>
      <div className={styles.contact}>
        <section aria-labelledby="help-contact">
          <h2 id="help-contact">Still need help?</h2>
          <p className={styles.lead}>
            Write to our customer care team; a person answers every message.
          </p>
          <ContactForm />
        </section>
        <section aria-labelledby="help-volume">
          <h2 id="help-volume">Ordering 25 or more?</h2>
          <p className={styles.lead}>
            Schools, teams and businesses get volume pricing. Tell us what you need for a quote.
          </p>
          <VolumeInquiryForm />
        </section>
      </div>
    </div>
  );
}

/** An article's text: in the answer when the list carried it, else read when it is opened. */
function ArticleBody({ slug, body }: { slug: string; body?: string }) {
  const api = useApi();
  const full = useQuery({ ...helpArticlesQuery(api.call, { slug }), enabled: body === undefined });
  const text = body ?? full.data?.items[0]?.body;
  return <p className={styles.answer}>{text ?? 'Loading…'}</p>;
}
