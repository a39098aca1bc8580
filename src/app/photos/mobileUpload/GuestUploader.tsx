import { Button } from '../../ui/Button';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { isUnfinished, PhotoDropZone, UploadList } from '../upload/UploadList';
import { totalProgress, type UploadItem, type UploadQueue } from '../upload/uploadQueue';
import styles from './GuestUploader.module.css';

const statusText: Record<UploadItem['status'], string> = {
  hashing: 'Getting ready…',
  queued: 'Waiting its turn',
  uploading: 'Uploading',
  paused: 'Paused',
  offline: 'Waiting for a connection',
  failed: "Couldn't upload",
  duplicate: 'Already uploaded',
  done: 'Uploaded',
};

/**
 * A guest's uploads (a phone, a photo friend): one big button to choose photos (a drop zone on
 * a computer), the progress of each file with a retry, the offline state and when all is done.
 */
export function GuestUploader({
  queue,
  items,
  online,
  ownerName,
}: {
  queue: UploadQueue | undefined;
  items: readonly UploadItem[];
  online: boolean;
  /** Whose photos these become, for the done message. */
  ownerName: string;
}) {
  const waiting = items.filter(isUnfinished).length;
  const done = items.filter((i) => i.status === 'done' || i.status === 'duplicate').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  const total = totalProgress(items);
  const summary =
    items.length === 0
      ? ''
      : waiting > 0
        ? `Uploading ${waiting} of ${items.length} photos. Keep this page open.`
        : failed > 0
          ? `${done} of ${items.length} photos uploaded; ${failed} could not be uploaded.`
          : `All done: ${done} photo${done === 1 ? '' : 's'} sent to ${ownerName}.`;
  return (
    <section className={styles.uploader} aria-label="Upload photos">
      {online ? null : (
        <p className={styles.offline} role="status">
          You're offline. Your photos are saved on this device and upload when you're back online.
        </p>
      )}
      <PhotoDropZone
        className={styles.dropZone}
        onPhotos={(photos) => void queue?.add(photos)}
        trigger={
          <Button size="large" fullWidth isDisabled={!queue}>
            Choose photos
          </Button>
        }
      />
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {waiting > 0 && total.size > 0 ? (
        <ProgressMeter
          value={total.sent}
          maxValue={total.size}
          label="All uploads"
          size="large"
          showValue
        />
      ) : null}
      <UploadList items={items} queue={queue} statusText={statusText} roomy />
    </section>
  );
}
