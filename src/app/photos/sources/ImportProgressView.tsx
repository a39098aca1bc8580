import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Heading } from 'react-aria-components';
import { userMessage } from '../../../shared/errors';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dialogActionsClass, dialogTitleClass } from '../../ui/DialogPanel';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { albumKeys } from '../albumQueries';
import { usePhotoLibrary } from '../usePhotoLibrary';
import styles from './PhotoSources.module.css';
import { useImportProgress } from './sourceQueries';

/**
 * A batch on its way: how many arrived, which failed and why. Each arrival syncs the library, so
 * the photos show up in the grid behind the dialog as they come.
 */
export function ImportProgressView({
  batchId,
  sourceName,
  nameOf,
  onMore,
  onClose,
}: {
  batchId: string;
  sourceName: string;
  nameOf: (externalId: string) => string;
  onMore: () => void;
  onClose: () => void;
}) {
  const progress = useImportProgress(batchId);
  const ownerId = useSession().data?.user?.id ?? 0;
  const { library } = usePhotoLibrary(ownerId);
  const queryClient = useQueryClient();
  const done = progress.data?.done ?? 0;
  useEffect(() => {
    if (done === 0) return;
    void library?.sync();
    // An album import may have made an album or filled one: its name and count change.
    void queryClient.invalidateQueries({ queryKey: albumKeys.list });
  }, [done, library, queryClient]);

  const data = progress.data;
  const settled = data ? data.done + data.failed : 0;
  const failedItems = data?.items.filter((i) => i.error) ?? [];
  return (
    <>
      <Heading slot="title" className={dialogTitleClass}>
        Importing from {sourceName}
      </Heading>
      {progress.isError ? <Alert inline>{userMessage(progress.error)}</Alert> : null}
      {data ? (
        <>
          <ProgressMeter
            value={settled}
            maxValue={data.total || 1}
            label={`Import from ${sourceName}`}
          />
          <p role="status" className={styles.text}>
            {data.pending > 0
              ? `${data.done} of ${data.total} photos in your library, copying the rest…`
              : `${data.done} of ${data.total} photos are in your library.`}
            {data.failed > 0 ? ` ${data.failed} could not be imported.` : ''}
          </p>
        </>
      ) : (
        <p role="status" className={styles.text}>
          Starting…
        </p>
      )}
      {failedItems.length > 0 ? (
        <ul className={styles.failures} aria-label="Photos not imported yet">
          {failedItems.map((item) => (
            <li key={item.externalId}>
              <strong>{nameOf(item.externalId)}</strong>:{' '}
              {item.status === 'retrying' ? `trying again. ${item.error}` : item.error}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onPress={onMore}>
          Import more
        </Button>
        <Button onPress={onClose}>{data && data.pending === 0 ? 'Done' : 'Close'}</Button>
      </div>
    </>
  );
}
