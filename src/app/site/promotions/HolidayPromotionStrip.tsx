import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { Link } from '../../navigation/navigation';
import { Container } from '../../ui/Container';
import styles from './HolidayPromotionStrip.module.css';
import { holidayPromotionsQuery } from './siteQueries';

/**
 * The season's offer in a strip above the header (the first live holiday promotion: the store
 * orders them). It is in the server's HTML, so it never pushes the page down after loading; it is
 * not dismissible for the same reason, and because a deadline is something a shopper needs.
 */
export function HolidayPromotionStrip() {
  const { data } = useQuery(holidayPromotionsQuery(useApi()));
  const promotion = data?.items[0];
  if (!promotion) return null;
  return (
    <section className={styles.strip} aria-label="Holiday offer">
      <Container className={styles.inner}>
        <p className={styles.text}>
          <strong>{promotion.title}</strong>
          {promotion.message ? <span className={styles.message}> {promotion.message}</span> : null}
        </p>
        {promotion.url ? (
          <Link to={promotion.url} className={styles.link}>
            Shop the offer<span className="visually-hidden">: {promotion.title}</span>
          </Link>
        ) : null}
      </Container>
    </section>
  );
}
