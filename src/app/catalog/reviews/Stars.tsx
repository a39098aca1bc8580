import styles from './Stars.module.css';

/** Five stars, each filled by its share of the rating (4.4 fills four and 40% of the fifth). */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={styles.stars}
      data-size={size}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className={styles.star} aria-hidden="true">
            ★
            {fill > 0 ? (
              <span className={styles.filled} style={{ width: `${fill * 100}%` }}>
                ★
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
