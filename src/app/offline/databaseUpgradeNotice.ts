import { onAppDatabaseClosed } from '../../../browser-storage/appDatabase';
import { buttonClass } from '../ui/buttonClass';
import styles from './DatabaseUpgradeNotice.module.css';

const NOTICE_ID = 'database-upgrade';

/**
 * A newer version of the shop opened in another tab needs this tab's database connection closed
 * to upgrade the database; once it is, this tab can store nothing more. A tab out of sight just
 * reloads; one in use says so and offers the reload, so nothing typed is lost without warning.
 * Plain DOM: it is shown whatever React is doing.
 */
export function reloadOnDatabaseUpgrade(doc: Document = document): () => void {
  return onAppDatabaseClosed(() => {
    if (doc.visibilityState === 'hidden') {
      doc.defaultView?.location.reload();
      return;
    }
    if (doc.getElementById(NOTICE_ID)) return;
    const notice = doc.createElement('div');
    notice.id = NOTICE_ID;
    notice.setAttribute('role', 'alert');
    notice.className = styles.banner ?? '';
    const text = doc.createElement('p');
    text.textContent =
      'The shop was updated in another tab. Reload this page to go on saving your changes.';
    const reload = doc.createElement('button');
    reload.type = 'button';
    reload.className = buttonClass({ variant: 'primary' });
    reload.textContent = 'Reload the page';
    reload.addEventListener('click', () => doc.defaultView?.location.reload());
    notice.append(text, reload);
    doc.body.prepend(notice);
  });
}
