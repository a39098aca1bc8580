import { ChunkLoadError } from '../../shared/errors';
import { buttonClass } from '../ui/buttonClass';
import styles from './RouteErrorPage.module.css';

const NOTICE_ID = 'startup-failure';

/**
 * Shown when the page's own chunk failed at startup and the one automatic reload is spent. The
 * server's HTML stays readable underneath; this says why nothing reacts and offers a reload. Plain
 * DOM, because React never mounted.
 */
export function showStartupFailureNotice(error: unknown, doc: Document = document): void {
  if (doc.getElementById(NOTICE_ID)) return;
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = styles.banner ?? '';

  const text = doc.createElement('p');
  text.textContent =
    error instanceof ChunkLoadError && error.type === 'timeout'
      ? 'This page is taking too long to load. Check your connection, then reload.'
      : "Part of this page didn't load — the shop may have just been updated, or the connection dropped.";

  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = buttonClass({ variant: 'primary' });
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());

  notice.append(text, reload);
  doc.body.prepend(notice);
  reload.focus();
}
