import { addressLines } from '../../shared/addresses/addressLines';
import { formatDate } from '../../shared/format/dates';
import { formatCents } from '../../shared/format/money';
import { build } from '../../shared/routes/build';
import { OptionWords } from '../cart';
import { Link } from '../navigation/navigation';
import styles from './Orders.module.css';
import type { Order } from './orderQueries';
import { ORDER_STEPS, orderProgress } from './orderSteps';

/** An order's progress, items, totals, address and parcels: the confirmation, the order page and
 * its printout all show this. */
export function OrderSummary({ order, printable = false }: { order: Order; printable?: boolean }) {
  return (
    <div className={styles.summary}>
      <p className={styles.muted}>
        Order {order.number} · placed {formatDate(order.placedAt, 'medium')}
      </p>
      <OrderProgressSteps order={order} />
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.sectionTitle}>
          Items
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Quantity
              </th>
              <th scope="col" className={styles.number}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  <OptionWords options={item.options} />
                </td>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>{formatCents(item.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRow label="Subtotal" cents={order.subtotalCents} />
            {order.discountCents > 0 ? (
              <TotalRow label="Discount" cents={-order.discountCents} />
            ) : null}
            <TotalRow label="Shipping" cents={order.shippingCents} />
            {order.taxCents > 0 ? <TotalRow label="Tax" cents={order.taxCents} /> : null}
            <TotalRow label="Total" cents={order.totalCents} strong />
          </tfoot>
        </table>
      </section>
      {order.shippingAddress ? (
        <section aria-labelledby="order-address-title">
          <h2 id="order-address-title" className={styles.sectionTitle}>
            Shipping to
          </h2>
          <address className={styles.address}>
            {addressLines(order.shippingAddress).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      ) : null}
      {order.shipments.length > 0 ? (
        <section aria-labelledby="order-shipments-title">
          <h2 id="order-shipments-title" className={styles.sectionTitle}>
            Parcels
          </h2>
          <ul className={styles.shipments}>
            {order.shipments.map((shipment) => (
              <li key={shipment.id}>
                {shipment.carrier}
                {shipment.shippedAt ? `, shipped ${formatDate(shipment.shippedAt, 'medium')}` : ''}
                {shipment.trackingToken && !printable ? (
                  <>
                    {' · '}
                    <Link
                      to={build('shipments.trackOne', {
                        identifier: String(shipment.id),
                        token: shipment.trackingToken,
                      })}
                    >
                      Track this parcel
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function TotalRow({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <tr className={strong ? styles.totalRow : undefined}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className={styles.number}>
        {cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}
      </td>
    </tr>
  );
}

export function OrderProgressSteps({ order }: { order: Pick<Order, 'state' | 'shipments'> }) {
  const progress = orderProgress(order.state, order.shipments.length > 0);
  if (progress.kind === 'cancelled') {
    return <p className={styles.cancelled}>This order was cancelled.</p>;
  }
  return (
    <ol className={styles.steps} aria-label="Order progress">
      {ORDER_STEPS.map((step, index) => (
        <li
          key={step}
          className={index <= progress.current ? styles.stepDone : styles.stepTodo}
          aria-current={index === progress.current ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}
