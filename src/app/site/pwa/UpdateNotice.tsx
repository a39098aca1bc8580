import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from '../../navigation/navigation';
import { NativeButton } from '../../ui/NativeButton';
import { acceptUpdate, checkForUpdate, dismissUpdate, updateStore } from './serviceWorkerUpdates';
import styles from './UpdateNotice.module.css';

/**
 * Tells the user a new version is ready and lets them choose when to reload. In-app navigation
 * also looks for a new version (throttled), since an installed app may stay open for days.
 */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(
    updateStore.subscribe,
    updateStore.getSnapshot,
    updateStore.getServerSnapshot,
  );
  const location = useLocation();
  const firstRoute = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change on purpose.
  useEffect(() => {
    // The first route is the page load, where registration already checks.
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    checkForUpdate();
  }, [location.pathname]);

  return (
    <div role="status" className={styles.region}>
      {waiting ? (
        <div className={styles.notice}>
          <p className={styles.text}>A new version is available.</p>
          <div className={styles.actions}>
            <NativeButton onClick={acceptUpdate}>Reload now</NativeButton>
            <NativeButton variant="secondary" onClick={dismissUpdate}>
              Later
            </NativeButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}
