import { useQuery } from '@tanstack/react-query';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { Link } from '../routing/navigation';
import { LinkButton } from '../ui/LinkButton';
import { ordersQuery } from './accountQueries';
import { formatMoney, formatShortDate } from './formatting';
import styles from './MyAccount.module.css';
import { QueryState } from './QueryState';

export function OrdersPanel() {
  const api = useApi();
  const orders = useQuery(ordersQuery(api.call));
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.panelTitle}>
        Orders
      </h2>
      <QueryState query={orders} loading="Loading your orders…">
        {({ items }) =>
          items.length === 0 ? (
            <div className={styles.empty}>
              <p>You haven't placed an order yet. Your orders and their delivery appear here.</p>
              <LinkButton to={build('products')}>Start a project</LinkButton>
            </div>
          ) : (
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
                      {formatShortDate(order.placedAt)} · {order.itemCount}{' '}
                      {order.itemCount === 1 ? 'item' : 'items'} · {order.state}
                    </p>
                  </div>
                  <span className={styles.amount}>{formatMoney(order.totalCents)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
