import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { Link } from '../../navigation/navigation';
import styles from './LogoStrip.module.css';
import { logosQuery } from './siteQueries';

/**
 * The press and partner logos the store keeps, in its order: each picture names its publication
 * (alt text), and links to where the shop tells the story when there is such a page. Fixed-size
 * boxes, so the row never moves as the pictures load.
 */
export function LogoStrip({ label }: { label: string }) {
  const { data } = useQuery(logosQuery(useApi()));
  if (!data?.items.length) return null;
  return (
    <ul className={styles.logos} aria-label={label}>
      {data.items.map((logo) => {
        const picture = (
          <img
            src={logo.imageUrl}
            alt={logo.name}
            width={240}
            height={60}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={logo.id} className={styles.logo}>
            {logo.url?.startsWith('/') ? <Link to={logo.url}>{picture}</Link> : picture}
          </li>
        );
      })}
    </ul>
  );
}
