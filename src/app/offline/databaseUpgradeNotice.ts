import { onAppDatabaseClosed } from '../../../browser-storage/databaseClosed';
import { showReloadNotice } from '../ui/reloadNotice';

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
    showReloadNotice(
      doc,
      NOTICE_ID,
      'The shop was updated in another tab. Reload this page to go on saving your changes.',
    );
  });
}
