import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from './Button';
import styles from './DialogPanel.module.css';

/** The box of a dialog opened in a ModalFrame, for dialogs that draw their own content. */
export const dialogBoxClass = styles.dialog;
/** A dialog's title and its row of buttons, for dialogs that draw their own content. */
export const dialogTitleClass = styles.title;
export const dialogActionsClass = styles.actions;

/** A dialog's title, its content and a row ending in Close. */
export function DialogContent({
  title,
  onClose,
  actions,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  /** Buttons before Close. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      {children}
      <div className={styles.actions}>
        {actions}
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}

/** A dialog (inside a ModalFrame) with a title, content and a Close button. */
export function DialogPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <DialogContent title={title} onClose={close}>
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}
