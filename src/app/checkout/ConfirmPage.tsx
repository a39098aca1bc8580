import { useQuery } from '@tanstack/react-query';
import { userMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format/dates';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { RequireSignIn } from '../common/session/RequireSignIn';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { type Order, OrderSummary, orderDetailsQuery } from '../orders';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Checkout.module.css';

export function meta(): PageMeta {
  return { title: 'Thank you for your order', robots: 'noindex', canonical: null };
}

/** /checkout/confirm?oid=…: the order just placed, its number, items, totals, address and date. */
export default function ConfirmPage() {
  const match = useRouteMatch('checkout.confirm');
  const orderId = match?.query.oid;
  return (
    <RequireSignIn>
      {orderId === undefined ? null : <Confirmation orderId={orderId} />}
    </RequireSignIn>
  );
}

function Confirmation({ orderId }: { orderId: number }) {
  const api = useApi();
  const order = useQuery(orderDetailsQuery(api.call, orderId));
  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      {order.isError ? (
        <>
          <h1 className={styles.title}>We couldn't show this order</h1>
          <Alert>{userMessage(order.error)}</Alert>
          <LinkButton to={build('myAccount', { panel: 'orders' })}>Your orders</LinkButton>
        </>
      ) : !order.data ? (
        <p role="status">Loading your order…</p>
      ) : (
        <>
          <h1 className={styles.title}>Thank you! Your order is placed.</h1>
          <p data-testid="order-number">
            Your order number is <strong>{order.data.number}</strong>. We've emailed you a
            confirmation.
          </p>
          <DeliveryEstimate order={order.data} />
          <OrderSummary order={order.data} />
          <div className={styles.actions}>
            <LinkButton to={build('myAccount.order', { oid: orderId })}>
              Follow your order
            </LinkButton>
            <LinkButton to={build('products')} variant="secondary">
              Keep shopping
            </LinkButton>
          </div>
        </>
      )}
    </Container>
  );
}

/** The method and the day the checkout showed, as the order recorded them at Pay. */
function DeliveryEstimate({ order }: { order: Order }) {
  if (!order.arrivesBy) return null;
  return (
    <p className={styles.muted} data-testid="order-arrives-by">
      {order.shippingMethod ? `${order.shippingMethod}: a` : 'A'}rrives by{' '}
      {formatDate(order.arrivesBy, 'weekdayMonthDay')}.
    </p>
  );
}
