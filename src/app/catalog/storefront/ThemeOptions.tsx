import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { PAPER_TYPES } from '../../../shared/catalog/bookMaterials';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { formatCents } from '../../../shared/catalog/money';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import { Link } from '../../routing/navigation';
import { priceForQuantity, type QuantityPrice, quantityChoices } from './pricing';
import { DESIGN_LINES } from './productLines';
import styles from './ThemeProductPage.module.css';
import type { Product, Template } from './themePageData';
import { monthLabel, startingMonths, type ThemePageState, themePageHref } from './themePageRoute';

/** Space selects a radio; the link only answers Enter, so Space is passed on to it. */
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/** A choice kept in the URL: a group of links presented as radio buttons. */
function LinkChoices({
  label,
  choices,
}: {
  label: string;
  choices: readonly { key: string | number; href: string; text: ReactNode; checked: boolean }[];
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLabel}>{label}</legend>
      <ul className={styles.choiceList}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.href}
              role="radio"
              aria-checked={choice.checked}
              className={styles.pill}
              onKeyDown={spaceClicks}
              replace
              rel="nofollow"
            >
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Trim, foil and paper: finishes the editor applies, chosen here to see what is offered. */
function Finishes() {
  const [trim, setTrim] = useState<string>(TRIM_TYPES[0].param);
  const [foil, setFoil] = useState<string>(FOIL_TYPES[0].param);
  const [paper, setPaper] = useState(1);
  return (
    <div className={styles.finishes}>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Trim</span>
        <select value={trim} onChange={(event) => setTrim(event.target.value)}>
          {TRIM_TYPES.map((option) => (
            <option key={option.id} value={option.param}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Foil</span>
        <select value={foil} onChange={(event) => setFoil(event.target.value)}>
          {FOIL_TYPES.map((option) => (
            <option key={option.id} value={option.param}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Paper</span>
        <select value={paper} onChange={(event) => setPaper(Number(event.target.value))}>
          {PAPER_TYPES.map((paper) => (
            <option key={paper.id} value={paper.id}>
              {paper.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A quantity's total beside it; nothing when that quantity is not sold. */
function QuantityTotal({ price }: { price: QuantityPrice | undefined }) {
  return price ? <span className={styles.each}>{formatCents(price.totalCents)}</span> : null;
}

function sizeName(product: Product): string {
  return product.widthInches && product.heightInches
    ? `${product.widthInches} × ${product.heightInches} in`
    : product.name;
}

interface ThemeOptionsProps {
  state: ThemePageState;
  /** The design's templates (formats), as their queries answer; one not yet loaded is skipped. */
  templates: readonly { data?: Template }[];
  templateId: number | undefined;
  template: Template | undefined;
  products: readonly Product[] | undefined;
  product: Product | undefined;
  quantity: number;
}

/**
 * The design's options: format, size, starting month, finishes and quantity. Each choice is a link
 * to the page with that choice in its URL, so a choice survives reload and sharing.
 */
export function ThemeOptions({
  state,
  templates,
  templateId,
  template,
  products,
  product,
  quantity,
}: ThemeOptionsProps) {
  const line = DESIGN_LINES[state.line];
  return (
    <>
      <h2 className={styles.sectionHeading}>Options</h2>
      {templates.length > 1 ? (
        <LinkChoices
          label="Format"
          choices={templates.flatMap((result) =>
            result.data
              ? [
                  {
                    key: result.data.id,
                    href: themePageHref(state, { ptid: result.data.id, ipid: undefined }),
                    text: productTypeById(result.data.productTypeId)?.name ?? result.data.name,
                    checked: result.data.id === templateId,
                  },
                ]
              : [],
          )}
        />
      ) : template ? (
        <p className={styles.fact}>
          <span className={styles.choiceLabel}>Format</span>{' '}
          {productTypeById(template.productTypeId)?.name}
        </p>
      ) : null}
      {products && products.length > 0 ? (
        <LinkChoices
          label="Size"
          choices={products.map((option) => ({
            key: option.id,
            href: themePageHref(state, { ptid: templateId, ipid: option.id }),
            text: sizeName(option),
            checked: option.id === product?.id,
          }))}
        />
      ) : null}
      {state.line === 'calendars' ? (
        <LinkChoices
          label="Starting month"
          choices={startingMonths(new Date()).map((month, index) => ({
            key: month,
            href: themePageHref(state, { startingMonth: month }),
            text: monthLabel(month),
            checked: state.startingMonth ? state.startingMonth === month : index === 0,
          }))}
        />
      ) : null}
      {line.finishes ? <Finishes /> : null}
      {product && line.quantityInUrl ? (
        <LinkChoices
          label="Quantity"
          choices={quantityChoices(line.quantities, quantity).map((count) => ({
            key: count,
            href: themePageHref(state, { ptid: templateId, ipid: product.id, quantity: count }),
            text: (
              <>
                {count}
                <QuantityTotal price={priceForQuantity(product, count)} />
              </>
            ),
            checked: count === quantity,
          }))}
        />
      ) : null}
    </>
  );
}
