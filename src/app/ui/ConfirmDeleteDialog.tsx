import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from './ConfirmDeleteDialog.module.css';
import { dialogActionsClass, dialogBoxClass, dialogTitleClass } from './DialogPanel';

/**
 * Asks before something is deleted: what goes and what stays, "keep" focused (the safe answer),
 * and the delete button with its pending state and the failure's reason. `onDelete` gets the
 * dialog's close, to call once the deletion went through.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  keepLabel,
  deleteLabel,
  pending,
  error,
  onDelete,
}: {
  title: string;
  children: ReactNode;
  keepLabel: string;
  deleteLabel: string;
  pending: boolean;
  /** The reason the last attempt failed, shown as an alert. */
  error?: string;
  onDelete: (close: () => void) => void;
}) {
  return (
    <Dialog role="alertdialog" className={`${dialogBoxClass} ${styles.dialog}`}>
      {({ close }) => (
        <>
          <Heading slot="title" className={dialogTitleClass}>
            {title}
          </Heading>
          {children}
          {error ? <Alert>{error}</Alert> : null}
          <div className={dialogActionsClass}>
            <Button variant="secondary" onPress={close} autoFocus>
              {keepLabel}
            </Button>
            <Button isPending={pending} pendingLabel="Deleting" onPress={() => onDelete(close)}>
              {deleteLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
