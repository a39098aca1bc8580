import type { CSSProperties, ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import styles from './ModalFrame.module.css';

/**
 * The dimmed overlay and centred box a dialog opens in (inside a react-aria DialogTrigger);
 * a click outside or Escape closes it. Tall dialogs scroll inside the box on small screens.
 */
export function ModalFrame({
  width = '28rem',
  isOpen,
  onOpenChange,
  children,
}: {
  /** The box's widest, as a CSS length. */
  width?: string;
  /** Open state kept by the page, for a dialog opened without a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.modal} style={{ '--modal-width': width } as CSSProperties}>
        {children}
      </Modal>
    </ModalOverlay>
  );
}
