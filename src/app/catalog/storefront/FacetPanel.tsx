import type { KeyboardEvent } from 'react';
import { Link } from '../../navigation/navigation';
import styles from './FacetPanel.module.css';

export interface FacetOption {
  /** The value as the URL carries it (a number for n[] and fptid). */
  value: string | number;
  label: string;
}

export interface FacetGroup {
  /** The query key in the route table ('tt', 'n', …). */
  key: string;
  /** The key of its counts in the themes call's `facets`. */
  countsKey: string;
  label: string;
  options: readonly FacetOption[];
  /** False when the themes call reports no counts for it: every value is shown, without one. */
  counted?: boolean;
}

interface FacetPanelProps {
  groups: readonly FacetGroup[];
  /** The selected values per query key. */
  selected: (key: string) => readonly (string | number)[];
  counts: Record<string, Record<string, number>> | undefined;
  /** The URL with one value switched on or off (and the page reset). */
  hrefFor: (key: string, value: string | number) => string;
  clearHref: string | undefined;
}

/** Space toggles a checkbox; the link itself only answers Enter, so Space is passed on to it. */
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/**
 * The storefront filters: each value is a real link to the filtered URL (so the first page works
 * without JavaScript and every state can be shared), presented to assistive tech as a checkbox in
 * a labelled group, with the number of designs it leads to.
 */
export function FacetPanel({ groups, selected, counts, hrefFor, clearHref }: FacetPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="facet-heading">
      <div className={styles.top}>
        <h2 id="facet-heading" className={styles.heading}>
          Filter designs
        </h2>
        {clearHref ? (
          <Link to={clearHref} className={styles.clear}>
            Clear all
          </Link>
        ) : null}
      </div>
      {groups.map((group) => {
        const chosen = selected(group.key).map(String);
        const groupCounts = counts?.[group.countsKey] ?? {};
        const active = chosen.length > 0;
        // Within an active facet another value widens the result (values OR), so its count in
        // the narrowed set says nothing: those values go without a number.
        const options = group.options.filter(
          (option) =>
            group.counted === false ||
            chosen.includes(String(option.value)) ||
            active ||
            groupCounts[String(option.value)],
        );
        if (options.length === 0) return null;
        return (
          <details
            key={group.key}
            className={styles.group}
            open={active || group.counted === false || undefined}
          >
            <summary className={styles.summary}>
              <span>{group.label}</span>
              {active ? <span className={styles.badge}>{chosen.length} selected</span> : null}
            </summary>
            <fieldset className={styles.fieldset}>
              <legend className="visually-hidden">{group.label}</legend>
              <ul className={styles.options}>
                {options.map((option) => {
                  const value = String(option.value);
                  const checked = chosen.includes(value);
                  const count = groupCounts[value];
                  const showCount = checked || !active;
                  return (
                    <li key={value}>
                      <Link
                        to={hrefFor(group.key, option.value)}
                        role="checkbox"
                        aria-checked={checked}
                        className={styles.option}
                        onKeyDown={spaceClicks}
                        rel="nofollow"
                      >
                        <span className={styles.box} aria-hidden="true" />
                        <span className={styles.label}>{option.label}</span>
                        {showCount && count !== undefined ? (
                          <span className={styles.count}>
                            {count}
                            <span className="visually-hidden"> designs</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </details>
        );
      })}
    </section>
  );
}
