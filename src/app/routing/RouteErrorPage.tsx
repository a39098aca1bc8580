import { useEffect, useState } from 'react';
import { ChunkLoadError, userMessage } from '../../shared/errors';
import { buttonClass } from '../ui/buttonClass';
import { LogoMark } from '../ui/Logo';
import { claimChunkReload, sessionStore } from './chunkReload';
import styles from './RouteErrorPage.module.css';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error as { name?: unknown })?.name === 'ChunkLoadError'
  );
}

/**
 * What shows instead of a page that failed (RouteErrorBoundary). A page chunk that failed to load (usually a new deployment replaced
 * it) triggers one automatic reload; otherwise, and if that did not help, it explains and offers a
 * Reload button. Plain links and buttons only: the rest of the app may be what failed.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (chunkFailed && claimChunkReload(sessionStore())) {
      setReloading(true);
      window.location.reload();
    }
  }, [chunkFailed]);

  const title = chunkFailed ? "This page didn't load" : 'Something went wrong';
  const text = reloading
    ? 'Loading the latest version of the page…'
    : chunkFailed
      ? 'Part of the page could not be downloaded — the shop may have just been updated, or the connection dropped. Reloading usually fixes it.'
      : `${userMessage(error)} If it keeps happening, go back to the home page and try again.`;

  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <span className={styles.mark}>
          <LogoMark size={48} />
        </span>
        <h1>{title}</h1>
        <p className={styles.lead}>{text}</p>
        {reloading ? null : (
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass({ variant: 'primary' })}
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
            <a href="/" className={buttonClass({ variant: 'secondary' })}>
              Go to the home page
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
