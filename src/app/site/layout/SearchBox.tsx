import { type FormEvent, useState } from 'react';
import { build } from '../../../shared/routes/build';
import { useLocation, useNavigate } from '../../navigation/navigation';
import { SearchIcon } from '../../ui/icons';
import styles from './SearchBox.module.css';

/**
 * Product search. A plain GET form to /search, so it works before the script loads; with the
 * script it navigates in the app.
 */
export function SearchBox({ label = 'Search products' }: { label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const initial = new URLSearchParams(location.search).get('q') ?? '';
  const [query, setQuery] = useState(initial);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? build('search', { q }) : build('search'));
  }

  return (
    // A form with role="search" rather than <search>: the element is too new for every browser
    // we support (Safari before 17 has no landmark for it).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={label}
      action={build('search')}
      method="get"
      onSubmit={onSubmit}
      className={styles.form}
    >
      {/* A native search input: the header loads on every page, so no widget library here. */}
      <input
        type="search"
        name="q"
        aria-label={label}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) setQuery('');
        }}
        className={styles.input}
        placeholder="Search photo books, cards…"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
