import { DialogTrigger } from 'react-aria-components';
import type { OutboxEntry } from '../../shared/offline/outboxRules';
import { Button } from '../ui/Button';
import { DialogPanel } from '../ui/DialogPanel';
import { ModalFrame } from '../ui/ModalFrame';
import styles from './ConnectionStatus.module.css';
import type { Outbox } from './outbox';

/**
 * The review of changes the server refused for good, each with its reason, Retry and Discard.
 * Loaded only when there is such a change, so the dialog code stays out of every page's first load.
 */
export default function FailedChangesDialog({
  failed,
  outbox,
}: {
  failed: readonly OutboxEntry[];
  outbox: Outbox;
}) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Review</Button>
      <ModalFrame width="34rem">
        <DialogPanel title="Changes that could not be saved">
          <ul className={styles.list}>
            {failed.map((entry) => (
              <li key={entry.seq} className={styles.item}>
                <strong>{entry.label}</strong>
                <span className={styles.reason}>{entry.failure?.message}</span>
                <span className={styles.actions}>
                  <Button onPress={() => void outbox.retry(entry.seq ?? -1)}>Retry</Button>
                  <Button variant="secondary" onPress={() => void outbox.discard(entry.seq ?? -1)}>
                    Discard
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </DialogPanel>
      </ModalFrame>
    </DialogTrigger>
  );
}
