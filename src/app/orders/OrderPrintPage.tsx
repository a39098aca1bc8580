import { useQuery } from '@tanstack/react-query';
import { userMessage } from '../../shared/errors';
import { useApi } from '../apiContext';
import { RequireSignIn } from '../common/session/RequireSignIn';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { OrderSummary } from './OrderSummary';
import styles from './Orders.module.css';
import { orderDetailsQuery } from './orderQueries';

export function meta(): PageMeta {
  return { title: 'Order', robots: 'noindex', canonical: null };
}

/** /my/orders/print/{orderId}: the order on one sheet, for the customer's records. */
export default function OrderPrintPage() {
  const match = useRouteMatch('orders.print');
  const orderId = match?.params.orderId;
  return (
    <RequireSignIn>{orderId === undefined ? null : <Printable orderId={orderId} />}</RequireSignIn>
  );
}

function Printable({ orderId }: { orderId: number }) {
  const api = useApi();
  const order = useQuery(orderDetailsQuery(api.call, orderId));
  if (order.isError) {
    return (
      <main className={styles.sheet}>
        <Alert inline>{userMessage(order.error)}</Alert>
      </main>
    );
  }
  if (!order.data) {
    return (
      <main className={styles.sheet}>
        <p role="status">Loading the order…</p>
      </main>
    );
  }
  return (
    <main className={styles.sheet}>
      <header className={styles.sheetHeader}>
        <p className={styles.shopName}>Printshop</p>
        <h1 className={styles.title}>Order {order.data.number}</h1>
        <Button variant="secondary" onPress={() => window.print()}>
          Print
        </Button>
      </header>
      <OrderSummary order={order.data} printable />
    </main>
  );
}
