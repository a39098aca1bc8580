import { useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { ApiActionError, HttpStatusError, userMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format/dates';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Orders.module.css';
import { shipmentStatusQuery } from './orderQueries';

export function meta(): PageMeta {
  return { title: 'Track your parcel', robots: 'noindex', canonical: null };
}

type ShipmentStatus = ActionOutput<'my/shipments/status'>;

const STEP_LABELS: Record<ShipmentStatus['steps'][number]['step'], string> = {
  placed: 'Ordered',
  printing: 'Printed',
  shipped: 'Handed to the carrier',
  delivered: 'Delivered',
};

function isRefusedLink(error: unknown): boolean {
  const inner = error instanceof ApiActionError ? error.cause : error;
  return inner instanceof HttpStatusError && [400, 403, 404].includes(inner.status);
}

function ParcelStatus({ status }: { status: ShipmentStatus }) {
  const current = status.steps.findLastIndex((s) => s.done);
  return (
    <>
      <p className={styles.muted}>Order {status.orderNumber}</p>
      <ol className={styles.steps} aria-label="Parcel progress">
        {status.steps.map((s, i) => (
          <li
            key={s.step}
            className={s.done ? styles.stepDone : styles.stepTodo}
            aria-current={i === current ? 'step' : undefined}
          >
            {STEP_LABELS[s.step]}
            {s.at ? (
              <>
                <br />
                <time dateTime={s.at}>{formatDate(s.at, 'weekdayMonthDay')}</time>
              </>
            ) : null}
            {!s.done ? <span className="visually-hidden"> (not yet)</span> : null}
          </li>
        ))}
      </ol>
      <p>
        {status.state === 'delivered'
          ? 'Your parcel was delivered.'
          : status.arrivesBy
            ? `Your parcel is with the carrier and should arrive by ${formatDate(status.arrivesBy, 'weekdayMonthDay')}.`
            : 'Your parcel is with the carrier.'}
      </p>
      <dl className={styles.parcel}>
        <dt>Carrier</dt>
        <dd>{status.carrier}</dd>
        <dt>Tracking number</dt>
        <dd>{status.trackingNumber}</dd>
      </dl>
      {status.trackingUrl ? (
        <a
          className={styles.external}
          href={status.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Follow the parcel on the carrier's site
        </a>
      ) : (
        <p className={styles.muted}>The carrier has not published tracking for it yet.</p>
      )}
    </>
  );
}

/**
 * /my/shipments/track?token=… and /my/shipments/{identifier}/track?token=…: the link of the
 * shipping mail. The token is the key, so it works signed out; it shows the parcel's steps with
 * their dates, the carrier and its number, and leads on to the carrier's page.
 */
export default function TrackShipmentPage() {
  const api = useApi();
  const one = useRouteMatch('shipments.trackOne');
  const any = useRouteMatch('shipments.track');
  const token = one?.query.token ?? any?.query.token ?? '';
  const identifier = one?.params.identifier;
  const status = useQuery({
    ...shipmentStatusQuery(api.call, token, identifier),
    enabled: !!token,
  });

  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>Track your parcel</h1>
      {!token || status.isError ? (
        <>
          <Alert inline>
            {!token || isRefusedLink(status.error)
              ? 'This tracking link is not valid any more. Open the latest shipping email, or see the order in your account.'
              : userMessage(status.error)}
          </Alert>
          <LinkButton to={build('myAccount', { panel: 'orders' })}>Your orders</LinkButton>
        </>
      ) : !status.data ? (
        <p role="status">Finding your parcel…</p>
      ) : (
        <ParcelStatus status={status.data} />
      )}
    </Container>
  );
}
