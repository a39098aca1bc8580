import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { RequireSignIn } from '../common/session/RequireSignIn';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import { ModalFrame } from '../ui/ModalFrame';
import { OrderSummary } from './OrderSummary';
import styles from './Orders.module.css';
import { type Order, orderDetailsQuery, useCancelOrder } from './orderQueries';

export function meta(): PageMeta {
  return { title: 'Your order', robots: 'noindex', canonical: null };
}

/** /my_account/order?oid=…: one order, its progress, its parcels, printing and cancelling. */
export default function OrderPage() {
  const match = useRouteMatch('myAccount.order');
  const orderId = match?.query.oid;
  return (
    <RequireSignIn>{orderId === undefined ? null : <OrderView orderId={orderId} />}</RequireSignIn>
  );
}

function OrderView({ orderId }: { orderId: number }) {
  const api = useApi();
  const order = useQuery(orderDetailsQuery(api.call, orderId));
  const [status, setStatus] = useState<string | null>(null);
  return (
    <Container className={styles.page}>
      <p>
        <LinkButton to={build('myAccount', { panel: 'orders' })} variant="light">
          ← All orders
        </LinkButton>
      </p>
      {order.isError ? (
        <>
          <h1 className={styles.title}>Order not found</h1>
          <Alert inline>{userMessage(order.error)}</Alert>
        </>
      ) : !order.data ? (
        <p role="status">Loading your order…</p>
      ) : (
        <>
          <h1 className={styles.title}>Order {order.data.number}</h1>
          <Alert tone="success" inline>
            {status}
          </Alert>
          <OrderSummary order={order.data} />
          <div className={styles.actions}>
            <LinkButton to={build('orders.print', { orderId })} variant="secondary">
              Printable version
            </LinkButton>
            {order.data.canCancel ? <CancelOrder order={order.data} onDone={setStatus} /> : null}
          </div>
          {!order.data.canCancel && order.data.state.toLowerCase().includes('cancel') === false ? (
            <p className={styles.muted}>
              This order is locked for production, so it can no longer be changed or cancelled.
            </p>
          ) : null}
        </>
      )}
    </Container>
  );
}

function CancelOrder({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Cancel order</Button>
      <ModalFrame>
        <ConfirmCancel order={order} onDone={onDone} />
      </ModalFrame>
    </DialogTrigger>
  );
}

function ConfirmCancel({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const cancel = useCancelOrder();
  // One key for this dialog: a double press or a retry after a lost answer cancels once.
  const key = useRef(`cancel-${globalThis.crypto.randomUUID()}`);
  return (
    <ConfirmDeleteDialog
      title={`Cancel order ${order.number}?`}
      keepLabel="Keep order"
      deleteLabel="Cancel order"
      pending={cancel.isPending}
      error={cancel.isError ? userMessage(cancel.error) : undefined}
      onDelete={(close) =>
        cancel.mutate(
          { orderId: order.id, key: key.current },
          {
            onSuccess: () => {
              onDone(`Order ${order.number} was cancelled. Any payment taken is refunded.`);
              close();
            },
          },
        )
      }
    >
      <p>
        Nothing will be printed or shipped, and the payment for it is released or refunded. This
        cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
