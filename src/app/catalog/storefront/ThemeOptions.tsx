import type { KeyboardEvent, ReactNode } from 'react';
import { CARD_PAPER_TYPES } from '../../../shared/catalog/cardPapers';
import { OPTION_PRICES } from '../../../shared/catalog/optionPrices';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import { formatCents } from '../../../shared/format/money';
import { Link, useNavigate } from '../../navigation/navigation';
import { type CardFinishes, foilChoices, takesFoil } from './cardFinishes';
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

/** What an option adds to each card, beside its name: "Round +$0.15". */
function withAdd(name: string, cents: number | undefined): ReactNode {
  return cents ? (
    <>
      {name}
      <span className={styles.each}>+{formatCents(cents)}</span>
    </>
  ) : (
    name
  );
}

/**
 * Trim, foil (when the design is stamped in foil) and paper, each kept in the URL like the size
 * and quantity, priced on the page and handed to the editor by Personalise.
 */
function Finishes({
  state,
  template,
  finishes,
}: {
  state: ThemePageState;
  template: Template;
  finishes: CardFinishes;
}) {
  const navigate = useNavigate();
  const href = (change: Partial<ThemePageState>) =>
    themePageHref(state, { ptid: template.id, ...finishes, ...change });
  return (
    <>
      <LinkChoices
        label="Trim"
        choices={TRIM_TYPES.map((trim) => ({
          key: trim.id,
          href: href({ trimTypeId: trim.id }),
          text: withAdd(trim.name, OPTION_PRICES.trimCents[trim.id]),
          checked: trim.id === finishes.trimTypeId,
        }))}
      />
      {takesFoil(template) ? (
        <LinkChoices
          label="Foil"
          choices={foilChoices(template).map((foil) => ({
            key: foil.id,
            href: href({ foilTypeId: foil.id }),
            text: withAdd(foil.name, OPTION_PRICES.foilCents[foil.id]),
            checked: foil.id === finishes.foilTypeId,
          }))}
        />
      ) : null}
      <div className={styles.finishes}>
        <label className={styles.select}>
          <span className={styles.choiceLabel}>Paper</span>
          <select
            value={finishes.paperTypeId}
            onChange={(event) =>
              void navigate(href({ paperTypeId: Number(event.target.value) }), { replace: true })
            }
          >
            {CARD_PAPER_TYPES.map((paper) => (
              <option key={paper.id} value={paper.id}>
                {paper.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
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
  /** The card's chosen trim, foil and paper (empty for other lines). */
  finishes?: CardFinishes;
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
  finishes = {},
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
            href: themePageHref(state, { ptid: templateId, ipid: option.id, ...finishes }),
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
      {line.finishes && template ? (
        <Finishes state={state} template={template} finishes={finishes} />
      ) : null}
      {product && line.quantityInUrl ? (
        <LinkChoices
          label="Quantity"
          choices={quantityChoices(line.quantities, quantity).map((count) => ({
            key: count,
            href: themePageHref(state, {
              ptid: templateId,
              ipid: product.id,
              quantity: count,
              ...finishes,
            }),
            text: (
              <>
                {count}
                <QuantityTotal price={priceForQuantity(product, count, finishes)} />
              </>
            ),
            checked: count === quantity,
          }))}
        />
      ) : null}
    </>
  );
}
