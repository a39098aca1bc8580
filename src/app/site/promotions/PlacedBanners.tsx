import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { Link } from '../../navigation/navigation';
import styles from './PlacedBanners.module.css';
import { bannersQuery } from './siteQueries';

/** The shop's live banners for one place of a page (the cart, …); nothing while there are none. */
export function PlacedBanners({ placement }: { placement: string }) {
  const { data } = useQuery(bannersQuery(useApi(), placement));
  if (!data?.items.length) return null;
  return (
    <ul className={styles.banners} aria-label="Offers">
      {data.items.map((banner) => (
        <li key={banner.id} className={styles.banner}>
          {banner.url?.startsWith('/') ? <Link to={banner.url}>{banner.text}</Link> : banner.text}
        </li>
      ))}
    </ul>
  );
}
