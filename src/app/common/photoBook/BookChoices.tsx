import { useId } from 'react';
import { coverSurchargeCents } from '../../../shared/catalog/bookPricing';
import { OPTION_PRICES } from '../../../shared/catalog/optionPrices';
import {
  BOOK_COVERS,
  bookPageBounds,
  bookPaperName,
  bookPapersFor,
  soldBookChoice,
} from '../../../shared/catalog/photoBookLine';
import { formatCents } from '../../../shared/format/money';
import type { CatalogueProduct } from '../../../shared/pricing/priceProject';
import choiceStyles from '../productChoices/ProductChoices.module.css';
import bookStyles from './BookChoices.module.css';

const styles = { ...choiceStyles, ...bookStyles };

/** What the customer has chosen of a book: a size (its catalogue product), cover, paper, pages. */
export interface BookChoiceValue {
  productId: number | undefined;
  coverTypeId: number;
  paperTypeId: number;
  pageCount: number;
}

type SizedProduct = CatalogueProduct & { widthInches: number; heightInches: number };

const paperCentsPerPage = (paperTypeId: number) =>
  OPTION_PRICES.bookPaperCentsPerPage[String(paperTypeId)] ?? 0;

/** The page counts a cover binds: every even count from its least to its most. */
function pageCounts(coverTypeId: number): number[] {
  const { min, max, step } = bookPageBounds(coverTypeId);
  const counts: number[] = [];
  for (let count = min; count <= max; count += step) counts.push(count);
  return counts;
}

/**
 * A photo book's size, cover, paper and page count as radio groups and a page count list, from
 * the book line's definition: the design page and the editor's panel offer the same choices. A
 * cover change keeps the paper and pages when the new cover takes them, else the nearest it does.
 */
export function BookChoices({
  products,
  value,
  onChange,
}: {
  /** The book sizes on sale, in the line's order. */
  products: readonly SizedProduct[];
  value: BookChoiceValue;
  onChange: (next: BookChoiceValue) => void;
}) {
  const name = useId();
  const size = products.find((p) => p.id === value.productId) ?? products[0];
  const change = (patch: Partial<BookChoiceValue>) => {
    const next = { ...value, ...patch };
    const sold = soldBookChoice({ sizeKey: '', ...next });
    onChange({ ...next, ...sold, productId: next.productId });
  };
  return (
    <div className={styles.choices}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Size</legend>
        <div className={styles.list}>
          {products.map((product) => (
            <label key={product.id} className={styles.pill}>
              <input
                type="radio"
                name={`${name}-size`}
                checked={product.id === size?.id}
                onChange={() => change({ productId: product.id })}
              />
              {product.widthInches} × {product.heightInches} in
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Cover</legend>
        <div className={styles.list}>
          {BOOK_COVERS.map((cover) => {
            const extra = size ? coverSurchargeCents(size, cover.coverTypeId) : 0;
            return (
              <label key={cover.coverTypeId} className={styles.pill}>
                <input
                  type="radio"
                  name={`${name}-cover`}
                  checked={cover.coverTypeId === value.coverTypeId}
                  onChange={() => change({ coverTypeId: cover.coverTypeId })}
                />
                {cover.name}
                {extra ? <span className={styles.extra}>+{formatCents(extra)}</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Paper</legend>
        <div className={styles.list}>
          {bookPapersFor(value.coverTypeId).map((paperTypeId) => {
            const perPage = paperCentsPerPage(paperTypeId);
            return (
              <label key={paperTypeId} className={styles.pill}>
                <input
                  type="radio"
                  name={`${name}-paper`}
                  checked={paperTypeId === value.paperTypeId}
                  onChange={() => change({ paperTypeId })}
                />
                {bookPaperName(paperTypeId)}
                {perPage ? (
                  <span className={styles.extra}>+{formatCents(perPage)} a page</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <label className={styles.group}>
        <span className={styles.legend}>Pages</span>
        <select
          className={styles.pages}
          value={value.pageCount}
          onChange={(event) => change({ pageCount: Number(event.target.value) })}
        >
          {pageCounts(value.coverTypeId).map((count) => (
            <option key={count} value={count}>
              {count} pages
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
