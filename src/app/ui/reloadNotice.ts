import { buttonClass } from './buttonClass';
import styles from './ReloadNotice.module.css';

/**
 * An alert banner at the top of the page saying `message`, with a "Reload the page" button. Plain
 * DOM, for the moments React cannot be relied on (it never mounted, or its storage is gone). Shown
 * once per id. Returns the reload button, or null when the notice was already there.
 */
export function showReloadNotice(
  doc: Document,
  id: string,
  message: string,
): HTMLButtonElement | null {
  if (doc.getElementById(id)) return null;
  const notice = doc.createElement('div');
  notice.id = id;
  notice.setAttribute('role', 'alert');
  notice.className = styles.banner ?? '';
  const text = doc.createElement('p');
  text.textContent = message;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = buttonClass({ variant: 'primary' });
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  notice.append(text, reload);
  doc.body.prepend(notice);
  return reload;
}
