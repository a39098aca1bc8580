import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { ModalFrame } from '../../ui/ModalFrame';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { ImportFromSources } from '../sources/ImportFromSources';
import { FriendsLinkDialog } from './FriendsLinkDialog';
import { PhoneUploadDialog } from './PhoneUploadDialog';
import { isUnfinished, PhotoDropZone, UploadList } from './UploadList';
import styles from './UploadPanel.module.css';
import { totalProgress, type UploadItem, type UploadQueue } from './uploadQueue';

const statusText: Record<UploadItem['status'], string> = {
  hashing: 'Checking…',
  queued: 'Waiting its turn',
  uploading: 'Uploading',
  paused: 'Paused',
  offline: 'Waiting for a connection',
  failed: "Couldn't upload",
  duplicate: 'Already in your library',
  done: 'Uploaded',
};

/**
 * The file picker, the drop zone around it, the ways in from elsewhere (a phone, friends), and
 * the progress of each file and of all.
 */
export function UploadPanel({
  queue,
  items,
}: {
  queue: UploadQueue;
  items: readonly UploadItem[];
}) {
  const { sent, size } = totalProgress(items);
  const active = items.filter(isUnfinished);
  const skipped = items.filter((i) => i.status === 'duplicate').length;
  const uploaded = items.filter((i) => i.status === 'done').length;
  return (
    <section className={styles.panel} aria-label="Upload photos">
      <PhotoDropZone
        className={styles.dropZone}
        onPhotos={(files) => void queue.add(files)}
        trigger={<Button>Upload photos</Button>}
      >
        <div className={styles.elsewhere}>
          <ImportFromSources />
          <DialogTrigger>
            <Button variant="secondary">Upload from your phone</Button>
            <ModalFrame width="26rem">
              <PhoneUploadDialog />
            </ModalFrame>
          </DialogTrigger>
          <DialogTrigger>
            <Button variant="secondary">Ask friends for photos</Button>
            <ModalFrame width="32rem">
              <FriendsLinkDialog />
            </ModalFrame>
          </DialogTrigger>
        </div>
      </PhotoDropZone>
      <p role="status" className={styles.summary}>
        {items.length === 0
          ? ''
          : [
              active.length > 0
                ? `Uploading ${active.length} of ${items.length - skipped} photos`
                : '',
              uploaded > 0 ? `${uploaded} uploaded` : '',
              skipped > 0 ? `${skipped} already in your library, skipped` : '',
              items.some((i) => i.status === 'offline')
                ? "You're offline: uploads continue when you're back"
                : '',
            ]
              .filter(Boolean)
              .join('. ')}
      </p>
      {active.length > 0 && size > 0 ? (
        <ProgressMeter value={sent} maxValue={size} label="All uploads" size="small" />
      ) : null}
      <UploadList items={items} queue={queue} statusText={statusText} pausable />
      {uploaded + skipped > 0 ? (
        <Button variant="secondary" onPress={() => queue.clearFinished()}>
          Clear finished
        </Button>
      ) : null}
    </section>
  );
}
