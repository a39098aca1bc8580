import { formatCents } from '../../shared/format/money';
import styles from './Cart.module.css';
import type { Cart } from './cartCache';

/** Subtotal, discount, shipping, tax and total, as a description list. */
export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(cart.subtotalCents)}</dd>
      </div>
      {cart.discountCents > 0 ? (
        <div className={styles.discount}>
          <dt>Discount{cart.couponCode ? ` (${cart.couponCode})` : ''}</dt>
          <dd>−{formatCents(cart.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>
          {cart.shippingOptionId === undefined && cart.shippingCents === 0
            ? 'Chosen below'
            : cart.shippingCents === 0
              ? 'Free'
              : formatCents(cart.shippingCents)}
        </dd>
      </div>
      {cart.taxCents > 0 ? (
        <div>
          <dt>Tax</dt>
          <dd>{formatCents(cart.taxCents)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatCents(cart.totalCents)}</dd>
      </div>
    </dl>
  );
}
