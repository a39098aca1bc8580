import { useSyncExternalStore } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUnsavedChangesPrompt } from '../routing/useUnsavedChangesPrompt';
import { Button } from '../ui/Button';
import styles from '../ui/ConfirmDeleteDialog.module.css';
import frame from '../ui/ModalFrame.module.css';
import type { SaveState } from './engine/saving/saveState';

interface SaveStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SaveState;
}

/**
 * Work that leaving would put at risk: edits not yet stored on this device, or stored but not on
 * the server while online (offline, the device keeps them and syncs later, so leaving is safe).
 */
export function hasUnsavedWork(state: SaveState): boolean {
  if (state.pendingLocal) return true;
  return state.unsynced && !state.offline && state.status !== 'offline';
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
      <Modal className={frame.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            Leave before your changes are saved?
          </Heading>
          <p>
            Your latest changes are still being saved. If you leave now, they may not reach your
            other devices. Wait a moment and the page moves on by itself once they are saved.
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
