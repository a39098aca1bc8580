import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import { formatCents } from '../../shared/format/money';
import { eachCents } from '../../shared/pricing/rounding';
import { build } from '../../shared/routes/build';
import { Link } from '../navigation/navigation';
import styles from './Cart.module.css';
import { CartItemThumbnail } from './CartItemThumbnail';
import type { Cart } from './cartCache';
import { OptionWords } from './OptionWords';

type CartItem = Cart['items'][number];

/** A line of the cart: picture, name, quantity stepper, price, remove, preflight warnings. */
export function CartItemRow({
  item,
  collapsibleWarnings,
  disabled,
  onQuantity,
}: {
  item: CartItem;
  /** The warnings start folded (the /checkout/cart?collapsible_warnings=true of spec §2). */
  collapsibleWarnings: boolean;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
}) {
  if (item.printSizes?.length)
    return (
      <PrintSizeRows
        item={item}
        collapsibleWarnings={collapsibleWarnings}
        disabled={disabled}
        onQuantity={onQuantity}
      />
    );
  return (
    <li className={styles.item}>
      <CartItemThumbnail thumbnailUrl={item.thumbnailUrl} projectId={item.projectId} />
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{item.name}</h3>
        <OptionWords options={item.options} />
        <p className={styles.muted}>{formatCents(item.unitPriceCents)} each</p>
        <div className={styles.itemControls}>
          <NumberField
            className={styles.stepper}
            value={item.quantity}
            minValue={1}
            maxValue={10_000}
            isDisabled={disabled}
            onChange={(value) => {
              if (Number.isInteger(value) && value !== item.quantity) onQuantity(value);
            }}
          >
            <Label className="visually-hidden">Quantity of {item.name}</Label>
            <Group className={styles.stepperGroup}>
              <AriaButton slot="decrement" className={styles.stepperButton}>
                −
              </AriaButton>
              <Input className={styles.stepperInput} />
              <AriaButton slot="increment" className={styles.stepperButton}>
                +
              </AriaButton>
            </Group>
          </NumberField>
          <AriaButton
            className={styles.linkButton}
            isDisabled={disabled}
            onPress={() => onQuantity(0)}
            aria-label={`Remove ${item.name}`}
          >
            Remove
          </AriaButton>
        </div>
        <ItemWarnings item={item} collapsed={collapsibleWarnings} />
      </div>
      <p className={styles.itemPrice}>{formatCents(item.totalCents)}</p>
    </li>
  );
}

/**
 * A photo-print order as the cart shows it: a line per print size with its copies and price (the
 * order's copies are set per print on /photo-prints, where "Change prints" goes back to).
 */
function PrintSizeRows({
  item,
  collapsibleWarnings,
  disabled,
  onQuantity,
}: Parameters<typeof CartItemRow>[0]) {
  const sizes = item.printSizes ?? [];
  return (
    <>
      {sizes.map((size, index) => (
        <li key={size.sizeKey} className={styles.item} data-testid="print-size-line">
          <CartItemThumbnail
            thumbnailUrl={size.thumbnailUrl ?? item.thumbnailUrl}
            projectId={item.projectId}
          />
          <div className={styles.itemBody}>
            <h3 className={styles.itemName}>
              {item.name}: {size.label}
            </h3>
            <p className={styles.muted}>
              {size.copies === 1 ? '1 print' : `${size.copies} prints`} ·{' '}
              {formatCents(eachCents(size.totalCents, size.copies))} each
            </p>
            {index === sizes.length - 1 ? (
              <div className={styles.itemControls}>
                {item.projectId ? (
                  <Link
                    className={styles.linkButton}
                    to={build('photoPrints', { pid: item.projectId })}
                  >
                    Change prints
                  </Link>
                ) : null}
                <AriaButton
                  className={styles.linkButton}
                  isDisabled={disabled}
                  onPress={() => onQuantity(0)}
                  aria-label={`Remove all of ${item.name}`}
                >
                  Remove prints
                </AriaButton>
              </div>
            ) : null}
            {index === sizes.length - 1 ? (
              <ItemWarnings item={item} collapsed={collapsibleWarnings} />
            ) : null}
          </div>
          <p className={styles.itemPrice}>{formatCents(size.totalCents)}</p>
        </li>
      ))}
    </>
  );
}

function Warnings({
  warnings,
  accepted,
  collapsed,
}: {
  warnings: string[];
  /** What the customer accepted in the editor's check: listed apart, folded when nothing else. */
  accepted: string[];
  collapsed: boolean;
}) {
  const count = warnings.length === 1 ? '1 thing to check' : `${warnings.length} things to check`;
  const acceptedCount = accepted.length === 1 ? '1 accepted' : `${accepted.length} accepted`;
  const summary =
    warnings.length === 0
      ? `Checked: ${acceptedCount} as it is`
      : accepted.length > 0
        ? `${count} before printing (${acceptedCount})`
        : `${count} before printing`;
  // A native disclosure: keyboard and screen readers know it without help.
  return (
    <details className={styles.warnings} open={!collapsed && warnings.length > 0}>
      <summary className={styles.warningsSummary}>{summary}</summary>
      {warnings.length > 0 ? (
        <ul className={styles.warningList}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {accepted.length > 0 ? (
        <>
          <p className={styles.acceptedTitle}>You accepted these as they are:</p>
          <ul className={styles.acceptedList}>
            {accepted.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}

/** A line's open and accepted warnings, or nothing when it has neither. */
function ItemWarnings({ item, collapsed }: { item: CartItem; collapsed: boolean }) {
  if (item.warnings.length === 0 && (item.acceptedWarnings?.length ?? 0) === 0) return null;
  return (
    <Warnings
      warnings={item.warnings}
      accepted={item.acceptedWarnings ?? []}
      collapsed={collapsed}
    />
  );
}
