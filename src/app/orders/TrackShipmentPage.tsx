import { useQuery } from '@tanstack/react-query';
import { ApiActionError, HttpStatusError, userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import type { PageMeta } from '../routing/pageModule';
import { useRouteMatch } from '../routing/useRouteMatch';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './Orders.module.css';
import { trackingUrlQuery } from './orderQueries';

export function meta(): PageMeta {
  return { title: 'Track your parcel', robots: 'noindex', canonical: null };
}

function isRefusedLink(error: unknown): boolean {
  const inner = error instanceof ApiActionError ? error.cause : error;
  return inner instanceof HttpStatusError && [400, 403, 404].includes(inner.status);
}

/**
 * /my/shipments/track?token=… and /my/shipments/{identifier}/track?token=…: the link of the
 * shipping mail. The token is the key, so it works signed out; it leads to the carrier's page.
 */
export default function TrackShipmentPage() {
  const api = useApi();
  const one = useRouteMatch('shipments.trackOne');
  const any = useRouteMatch('shipments.track');
  const token = one?.query.token ?? any?.query.token ?? '';
  const identifier = one?.params.identifier;
  const tracking = useQuery({ ...trackingUrlQuery(api.call, token, identifier), enabled: !!token });
  const url = tracking.data?.url;
  const safeUrl = url && /^https?:\/\//i.test(url) ? url : undefined;

  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>Track your parcel</h1>
      {tracking.isError ? (
        <>
          <p role="alert" className={styles.error}>
            {isRefusedLink(tracking.error)
              ? 'This tracking link is not valid any more. Open the latest shipping email, or see the order in your account.'
              : userMessage(tracking.error)}
          </p>
          <LinkButton to={build('myAccount', { panel: 'orders' })}>Your orders</LinkButton>
        </>
      ) : !tracking.data ? (
        <p role="status">Finding your parcel…</p>
      ) : (
        <>
          <ol className={styles.steps} aria-label="Parcel progress">
            <li className={styles.stepDone}>Printed</li>
            <li className={styles.stepDone} aria-current="step">
              Handed to the carrier
            </li>
            <li className={styles.stepTodo}>Delivered</li>
          </ol>
          <p>
            Your parcel is with the carrier. Their page shows where it is now and when it arrives.
          </p>
          {safeUrl ? (
            <a className={styles.external} href={safeUrl} target="_blank" rel="noopener noreferrer">
              Follow the parcel on the carrier's site
            </a>
          ) : (
            <p className={styles.muted}>The carrier has not published tracking for it yet.</p>
          )}
        </>
      )}
    </Container>
  );
}
