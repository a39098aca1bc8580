import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { Link } from '../../navigation/navigation';
import { stateLabel } from '../../orders';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { ORDERS_PER_PAGE, ordersQuery } from './accountQueries';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';

export function OrdersPanel() {
  const api = useApi();
  const [page, setPage] = useState(1);
  // The page on screen stays while the next one loads, so the list does not jump.
  const orders = useQuery({ ...ordersQuery(api.call, page), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.panelTitle}>
        Orders
      </h2>
      <QueryState query={orders} loading="Loading your orders…">
        {({ items, total }) =>
          items.length === 0 && page === 1 ? (
            <div className={styles.empty}>
              <p>You haven't placed an order yet. Your orders and their delivery appear here.</p>
              <LinkButton to={build('products')}>Start a project</LinkButton>
            </div>
          ) : (
            <>
              <ul className={styles.list}>
                {items.map((order) => (
                  <li key={order.id} className={styles.row}>
                    <div>
                      <Link
                        to={build('myAccount.order', { oid: order.id })}
                        className={styles.rowTitle}
                      >
                        Order {order.number}
                      </Link>
                      <p className={styles.muted}>
                        {formatDate(order.placedAt, 'medium')} · {order.itemCount}{' '}
                        {order.itemCount === 1 ? 'item' : 'items'} · {stateLabel(order.state)}
                      </p>
                    </div>
                    <span className={styles.amount}>{formatCents(order.totalCents)}</span>
                  </li>
                ))}
              </ul>
              {total > ORDERS_PER_PAGE ? (
                <nav className={styles.row} aria-label="Order pages">
                  <Button
                    variant="secondary"
                    isDisabled={page === 1}
                    onPress={() => setPage((p) => Math.max(1, p - 1))}
                  >
                    Newer orders
                  </Button>
                  <span className={styles.muted}>
                    Page {page} of {Math.ceil(total / ORDERS_PER_PAGE)}
                  </span>
                  <Button
                    variant="secondary"
                    isDisabled={page * ORDERS_PER_PAGE >= total}
                    onPress={() => setPage((p) => p + 1)}
                  >
                    Older orders
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
