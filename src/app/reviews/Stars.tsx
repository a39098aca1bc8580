import styles from './Stars.module.css';

/** Five stars filled to the rating (halves shown by width), with the number for screen readers. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      className={styles.stars}
      data-size={size}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
