import { Link } from '../navigation/navigation';
import styles from './Breadcrumbs.module.css';
import type { Crumb } from './structuredData';

/** The breadcrumb trail of a catalogue page: links up to the last crumb, which is this page. */
export function Breadcrumbs({
  crumbs,
  className,
}: {
  crumbs: readonly Crumb[];
  /** The page's spacing around the trail. */
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={[styles.trail, className].filter(Boolean).join(' ')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
