import type { ReactNode } from 'react';
import { groupThousands } from '../../../shared/format/money';
import { Link } from '../../navigation/navigation';
import { Container } from '../../ui/Container';
import type { Theme, ThemesPage } from './catalogQueries';
import { DesignGrid } from './DesignGrid';
import { pageWindow } from './facetLinks';
import styles from './StorefrontView.module.css';

export interface SortChoice {
  label: string;
  href: string;
  current: boolean;
}

export interface StorefrontViewProps {
  heading: string;
  intro?: ReactNode;
  /** Links above the results (the line's categories). */
  categories?: ReactNode;
  /** The facet panel; absent for storefronts without filters. */
  filters?: ReactNode;
  /** Some filter is on: the phone's collapsed filters start open. */
  filtersOpen?: boolean;
  sorts: readonly SortChoice[];
  data: ThemesPage | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  perPage: number;
  /** Absent for storefronts without pages (the route has no page parameter). */
  pageHref?: (page: number) => string;
  designHref: (design: Theme) => string;
  kind: string;
  /** Shown above the count, e.g. the search correction. */
  notice?: ReactNode;
  emptyText?: ReactNode;
}

/** The frame every design storefront shares: heading, filters, sort, count, grid and pages. */
export function StorefrontView(props: StorefrontViewProps) {
  const { data, page, perPage } = props;
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const shown = data?.items.length ?? 0;
  const countText =
    props.loading && !data
      ? 'Loading designs…'
      : !props.pageHref && shown < total
        ? `${designCount(total)}, showing the first ${shown}`
        : designCount(total);
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{props.heading}</h1>
        {props.intro ? <div className={styles.intro}>{props.intro}</div> : null}
        {props.categories}
      </header>
      <div className={props.filters ? styles.layout : undefined}>
        {props.filters ? (
          // Collapsed behind one summary on a phone, so the designs come first; always open on
          // wider screens (CSS), where the filters are a sidebar.
          <details className={styles.filters} open={props.filtersOpen || undefined}>
            <summary className={styles.filtersSummary}>
              Filters{props.filtersOpen ? ' (on)' : ''}
            </summary>
            {props.filters}
          </details>
        ) : null}
        <section className={styles.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Designs
          </h2>
          {props.notice}
          <div className={styles.toolbar}>
            <p className={styles.count} role="status" aria-live="polite">
              {countText}
              {page > 1 && total > 0 ? `, page ${page} of ${lastPage}` : ''}
            </p>
            <nav aria-label="Sort designs" className={styles.sorts}>
              <span className={styles.sortLabel}>Sort:</span>
              <ul>
                {props.sorts.map((sort) => (
                  <li key={sort.href}>
                    <Link
                      to={sort.href}
                      className={styles.sort}
                      aria-current={sort.current ? 'true' : undefined}
                      rel="nofollow"
                    >
                      {sort.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {props.failed && !data ? (
            <p role="alert" className={styles.empty}>
              The designs could not be loaded. Check your connection and reload the page.
            </p>
          ) : data && data.items.length === 0 ? (
            <p className={styles.empty}>
              {props.emptyText ?? 'No designs match these filters. Try removing one.'}
            </p>
          ) : (
            <div aria-busy={props.loading} className={props.loading ? styles.stale : undefined}>
              <DesignGrid designs={data?.items ?? []} hrefOf={props.designHref} kind={props.kind} />
            </div>
          )}
          {props.pageHref && lastPage > 1 ? (
            <Pager page={page} lastPage={lastPage} pageHref={props.pageHref} />
          ) : null}
        </section>
      </div>
    </Container>
  );
}

export function designCount(total: number): string {
  return total === 1 ? '1 design' : `${groupThousands(total)} designs`;
}

function Pager({
  page,
  lastPage,
  pageHref,
}: {
  page: number;
  lastPage: number;
  pageHref: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={pageHref(page - 1)} rel="prev" className={styles.pageLink}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, lastPage).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={pageHref(number)}
                className={styles.pageLink}
                aria-current={number === page ? 'page' : undefined}
              >
                <span className="visually-hidden">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link to={pageHref(page + 1)} rel="next" className={styles.pageLink}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
