import { productTypeById } from '../../../shared/catalog/productTypes';
import { formatDate } from '../../../shared/format/dates';
import type { Review } from '../../common/catalogData/reviewQueries';
import styles from './ReviewCard.module.css';
import { Stars } from './Stars';

export function productName(productTypeId: number): string {
  return productTypeById(productTypeId)?.name ?? 'Printshop product';
}

/** One review: stars, title, text, who, when, for what, and whether they bought it here. */
export function ReviewCard({ review, clamp = false }: { review: Review; clamp?: boolean }) {
  return (
    <article className={styles.card} data-clamp={clamp || undefined}>
      <Stars rating={review.rating} size="sm" />
      <h3 className={styles.title}>{review.title}</h3>
      <p className={styles.body}>{review.body}</p>
      <p className={styles.byline}>
        <span className={styles.author}>{review.authorName}</span>
        {review.verifiedOrder ? <span className={styles.verified}>Verified order</span> : null}
        <span>
          {productName(review.productTypeId)} ·{' '}
          <time dateTime={review.reviewedAt}>{formatDate(review.reviewedAt, 'long')}</time>
        </span>
      </p>
    </article>
  );
}
