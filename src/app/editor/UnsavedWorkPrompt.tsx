import { type CSSProperties, useSyncExternalStore } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUnsavedChangesPrompt } from '../navigation/unsavedChangesPrompt';
import { Button } from '../ui/Button';
import styles from '../ui/ConfirmDeleteDialog.module.css';
import frame from '../ui/ModalFrame.module.css';
import type { SaveState } from './engine/saving/saveState';

interface SaveStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SaveState;
}

/**
 * Work that leaving would put at risk: edits not yet stored on this device, a sync under way, or
 * saving that failed ("Not saved"). Work stored on the device and waiting (a guest's draft until
 * sign-in, an offline device, the pause before the next sync) is safe: the draft stays and syncs
 * when the editor or the shop next starts, so leaving then asks nothing.
 */
export function hasUnsavedWork(state: SaveState): boolean {
  return (
    state.pendingLocal ||
    state.status === 'saving' ||
    state.status === 'syncing' ||
    state.status === 'error'
  );
}

/** Asks before an in-app navigation leaves the editor with work not saved yet. */
export function UnsavedWorkPrompt({ save }: { save: SaveStore }) {
  const state = useSyncExternalStore(save.subscribe, save.getSnapshot, save.getSnapshot);
  const prompt = useUnsavedChangesPrompt(hasUnsavedWork(state));
  return (
    <ModalOverlay
      className={frame.overlay}
      isOpen={prompt.blocked}
      isDismissable
      onOpenChange={(open) => {
        if (!open) prompt.stay();
      }}
    >
      <Modal className={frame.modal} style={{ '--modal-width': '30rem' } as CSSProperties}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            Leave before your changes are saved?
          </Heading>
          <p>
            Your latest changes are not saved yet. If you leave now, they may be lost or not reach
            your other devices. Wait a moment and the page moves on by itself once they are saved.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={prompt.stay} autoFocus>
              Stay in the editor
            </Button>
            <Button onPress={prompt.leave}>Leave anyway</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
