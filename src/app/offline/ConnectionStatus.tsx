import { lazy, Suspense } from 'react';
import styles from './ConnectionStatus.module.css';
import { useOutbox, useOutboxStatus } from './OutboxContext';
import type { OutboxStatus } from './outbox';

const FailedChangesDialog = lazy(() => import('./FailedChangesDialog'));

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** The sentence for the bar; empty when online with nothing waiting (the bar then hides). */
export function connectionMessage(status: OutboxStatus): string {
  if (!status.online) {
    return status.waiting > 0
      ? `You're offline. ${changes(status.waiting)} saved on this device will be sent when you're back online.`
      : "You're offline. What you have opened before still works; changes are kept on this device.";
  }
  // A replay that finds nothing to send (every page start) is not news.
  if (status.waiting > 0) return `Sending ${changes(status.waiting)}…`;
  if (status.failed.length > 0) {
    return `${changes(status.failed.length)} could not be saved.`;
  }
  if (status.storageLow) {
    return 'This device is almost out of space for the shop. Remove photos or apps you no longer need so your changes can be kept.';
  }
  return '';
}

/**
 * Online, offline or syncing, and what waits (issue 6): a bar under the header that appears only
 * when there is something to say, and a review dialog for changes the server refused.
 */
export function ConnectionStatus() {
  const status = useOutboxStatus();
  const outbox = useOutbox();
  const message = connectionMessage(status);
  const tone = !status.online
    ? styles.offline
    : status.failed.length > 0
      ? styles.failed
      : styles.syncing;
  return (
    <div
      role="status"
      aria-label="Connection status"
      className={message ? `${styles.bar} ${tone}` : styles.hidden}
    >
      {message ? <span>{message}</span> : null}
      {status.failed.length > 0 && outbox ? (
        <Suspense fallback={null}>
          <FailedChangesDialog failed={status.failed} outbox={outbox} />
        </Suspense>
      ) : null}
    </div>
  );
}
