import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { formatDeliveryDate } from '../cart';
import { type Order, OrderSummary, orderDetailsQuery, RequireSignIn } from '../orders';
import type { PageMeta } from '../routing/pageModule';
import { useRouteMatch } from '../routing/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Checkout.module.css';
import { deliveryEstimatesQuery } from './deliveryEstimatesQuery';
import { orderShipping } from './orderShippingChoice';

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

function DeliveryEstimate({ order }: { order: Order }) {
  const api = useApi();
  const [shippingOptionId] = useState(() => orderShipping(order.id));
  const first = order.items[0];
  const input =
    first && shippingOptionId !== undefined
      ? {
          ...(first.projectId !== undefined
            ? { projectId: first.projectId }
            : { productId: first.productId }),
          shippingOptionId,
          postalCode: order.shippingAddress?.postalCode,
          country: order.shippingAddress?.country,
        }
      : undefined;
  const estimates = useQuery(deliveryEstimatesQuery(api.call, input));
  const estimate = estimates.data?.estimates.find((e) => e.shippingOptionId === shippingOptionId);
  if (!estimate) return null;
  return (
    <p className={styles.muted}>
      {estimate.name}:{' '}
      {estimate.arrivesBy
        ? `arrives by ${formatDeliveryDate(estimate.arrivesBy)}`
        : `${estimate.minDays}–${estimate.maxDays} business days after printing`}
      .
    </p>
  );
}
