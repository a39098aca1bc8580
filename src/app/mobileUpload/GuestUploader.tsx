import { DropZone, FileTrigger, ProgressBar } from 'react-aria-components';
import { ACCEPTED_PHOTO_TYPES } from '../photos/upload/acceptedTypes';
import { totalProgress, type UploadItem, type UploadQueue } from '../photos/upload/uploadQueue';
import { Button } from '../ui/Button';
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

const unfinished = (item: UploadItem) =>
  ['hashing', 'queued', 'uploading', 'offline', 'paused'].includes(item.status);

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
  const add = (files: File[]) => {
    const photos = files.filter((file) => ACCEPTED_PHOTO_TYPES.includes(file.type));
    if (queue && photos.length > 0) void queue.add(photos);
  };
  const waiting = items.filter(unfinished).length;
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
      <DropZone
        className={styles.dropZone}
        getDropOperation={(types) =>
          ACCEPTED_PHOTO_TYPES.some((t) => types.has(t)) ? 'copy' : 'cancel'
        }
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
          );
          add(files);
        }}
      >
        <FileTrigger
          acceptedFileTypes={ACCEPTED_PHOTO_TYPES}
          allowsMultiple
          onSelect={(list) => list && add([...list])}
        >
          <Button size="large" fullWidth isDisabled={!queue}>
            Choose photos
          </Button>
        </FileTrigger>
        <span className={styles.hint}>or drop photos here</span>
      </DropZone>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {waiting > 0 && total.size > 0 ? (
        <ProgressBar
          value={total.sent}
          maxValue={total.size}
          aria-label="All uploads"
          className={styles.total}
        >
          {({ percentage, valueText }) => (
            <>
              <div className={styles.bar}>
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
              <span className={styles.totalText}>{valueText}</span>
            </>
          )}
        </ProgressBar>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads">
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.row}
              aria-label={item.name}
              data-status={item.status}
            >
              <span className={styles.name}>{item.name}</span>
              <span className={styles.state}>
                {item.status === 'duplicate'
                  ? statusText.duplicate
                  : (item.message ?? statusText[item.status])}
              </span>
              {unfinished(item) ? (
                <ProgressBar
                  value={item.sent}
                  maxValue={item.size || 1}
                  aria-label={`Upload of ${item.name}`}
                  className={styles.fileBar}
                >
                  {({ percentage }) => (
                    <div className={styles.bar}>
                      <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                    </div>
                  )}
                </ProgressBar>
              ) : null}
              {item.status === 'failed' ? (
                <Button variant="secondary" onPress={() => queue?.resume(item.id)}>
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
