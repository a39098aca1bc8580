import { useSyncExternalStore } from 'react';
import { NativeButton } from '../../ui/NativeButton';
import styles from './InstallAppButton.module.css';
import { installStore, promptInstall } from './installPrompt';

/** "Install the app", shown only where the browser has offered installing. */
export function InstallAppButton() {
  const installable = useSyncExternalStore(
    installStore.subscribe,
    installStore.getSnapshot,
    installStore.getServerSnapshot,
  );
  if (!installable) return null;
  return (
    <div className={styles.install}>
      {/* Light: it sits on the footer's dark background. */}
      <NativeButton variant="light" onClick={() => void promptInstall()}>
        Install the app
      </NativeButton>
    </div>
  );
}
