import { useEffect } from 'react';
import type { ActionOutput } from '../../shared/api/actionTable';
import { build } from '../../shared/routes/build';
import { LinkButton } from '../ui/LinkButton';
import { forgetAttempt } from './orderAttempt';

type PlacedOrderOfCart = NonNullable<ActionOutput<'my/cart/show'>['placedOrder']>;

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * What an empty cart shows when it was just ordered: a customer whose answer to Place order was
 * lost (a dropped connection, a server restart) and who reloads learns that the order was placed,
 * and where it is, instead of reading "Your cart is empty".
 */
export function PlacedOrder({ order }: { order: PlacedOrderOfCart }) {
  // The unanswered press that placed it is answered now: a later order starts a new attempt, so
  // its key is never replayed onto this order.
  useEffect(() => forgetAttempt(session()), []);
  return (
    <div role="status">
      <p>
        Your order {order.number} was placed, and your cart was emptied into it. You can see it,
        with its delivery date, on the order page.
      </p>
      <LinkButton to={build('checkout.confirm', { oid: order.orderId })}>
        See order {order.number}
      </LinkButton>
    </div>
  );
}
