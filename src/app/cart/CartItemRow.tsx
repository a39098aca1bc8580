import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import styles from './Cart.module.css';
import { CartItemThumbnail } from './CartItemThumbnail';
import type { Cart } from './cartCache';
import { formatMoney } from './money';
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
  return (
    <li className={styles.item}>
      <CartItemThumbnail thumbnailUrl={item.thumbnailUrl} projectId={item.projectId} />
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{item.name}</h3>
        <OptionWords options={item.options} />
        <p className={styles.muted}>{formatMoney(item.unitPriceCents)} each</p>
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
        {item.warnings.length > 0 ? (
          <Warnings warnings={item.warnings} collapsed={collapsibleWarnings} />
        ) : null}
      </div>
      <p className={styles.itemPrice}>{formatMoney(item.totalCents)}</p>
    </li>
  );
}

function Warnings({ warnings, collapsed }: { warnings: string[]; collapsed: boolean }) {
  const count = warnings.length === 1 ? '1 thing to check' : `${warnings.length} things to check`;
  // A native disclosure: keyboard and screen readers know it without help.
  return (
    <details className={styles.warnings} open={!collapsed}>
      <summary className={styles.warningsSummary}>{count} before printing</summary>
      <ul className={styles.warningList}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}
