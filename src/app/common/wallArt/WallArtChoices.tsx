import { useId } from 'react';
import { OPTION_PRICES } from '../../../shared/catalog/optionPrices';
import { wallArtOptionOf } from '../../../shared/catalog/wallArt';
import { formatCents } from '../../../shared/format/money';
import type { CatalogueProduct } from '../../../shared/pricing/priceProject';
import styles from '../productChoices/ProductChoices.module.css';

/** What the customer has chosen: a size (its catalogue product) and the line's frame or style. */
export interface WallArtChoice {
  productId: number | undefined;
  choiceId: number | undefined;
}

/** What a frame or style adds to one piece, from the price list the cart reads. */
function choiceExtraCents(key: 'frameWrapId' | 'posterStyleId', id: number): number {
  const list =
    key === 'frameWrapId' ? OPTION_PRICES.frameWrapCents : OPTION_PRICES.posterStyleCents;
  return (list as Record<number, number>)[id] ?? 0;
}

export const sizeLabel = (product: CatalogueProduct) =>
  `${product.widthInches} × ${product.heightInches} in`;

/**
 * The sizes on sale and, for canvas and posters, the frame wrap or print style: radio groups, so
 * the design page and the editor offer the same choices from the same definition.
 */
export function WallArtChoices({
  productTypeId,
  products,
  value,
  onChange,
}: {
  productTypeId: number;
  products: readonly CatalogueProduct[];
  value: WallArtChoice;
  onChange: (next: WallArtChoice) => void;
}) {
  const name = useId();
  const option = wallArtOptionOf(productTypeId);
  const chosenChoice = value.choiceId ?? option?.defaultId;
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
                checked={product.id === value.productId}
                onChange={() => onChange({ ...value, productId: product.id })}
              />
              {sizeLabel(product)}
              <span className={styles.extra}>{formatCents(product.priceCents)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {option ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{option.label}</legend>
          <div className={styles.list}>
            {option.choices.map((choice) => {
              const extra = choiceExtraCents(option.key, choice.id);
              return (
                <label key={choice.id} className={styles.pill}>
                  <input
                    type="radio"
                    name={`${name}-${option.key}`}
                    checked={choice.id === chosenChoice}
                    onChange={() => onChange({ ...value, choiceId: choice.id })}
                  />
                  {choice.name}
                  {extra ? <span className={styles.extra}>+{formatCents(extra)}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
