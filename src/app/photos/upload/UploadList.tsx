import type { ReactNode } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import { ACCEPTED_PHOTO_TYPES, isAcceptedPhotoType } from '../../../shared/photos/photoTypes';
import { Button } from '../../ui/Button';
import { ProgressMeter } from '../../ui/ProgressMeter';
import styles from './UploadList.module.css';
import type { UploadItem, UploadQueue, UploadStatus } from './uploadQueue';

/*
 * The parts the upload panel and the guest pages (phone, photo friends) share: the drop zone
 * with its picker, and the list of files with their progress. Each page keeps its own layout,
 * wording and summary.
 */

const WAITING: readonly UploadStatus[] = ['hashing', 'queued', 'uploading', 'offline', 'paused'];

/** A file the queue has not finished with (it may still be sent). */
export const isUnfinished = (item: UploadItem) => WAITING.includes(item.status);

/**
 * A drop zone around a file picker that both hand on only the photo types the server takes.
 * `trigger` is the button that opens the picker; `children` follow the hint inside the zone.
 */
export function PhotoDropZone({
  className,
  onPhotos,
  trigger,
  children,
}: {
  className?: string;
  onPhotos: (files: File[]) => void;
  trigger: ReactNode;
  children?: ReactNode;
}) {
  const add = (files: File[]) => {
    const photos = files.filter((file) => isAcceptedPhotoType(file.type));
    if (photos.length > 0) onPhotos(photos);
  };
  return (
    <DropZone
      className={[styles.dropZone, className].filter(Boolean).join(' ')}
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
        acceptedFileTypes={[...ACCEPTED_PHOTO_TYPES]}
        allowsMultiple
        onSelect={(list) => list && add([...list])}
      >
        {trigger}
      </FileTrigger>
      <span className={styles.hint}>or drop photos here</span>
      {children}
    </DropZone>
  );
}

/**
 * One row per file: its name, its state (or why it failed), a bar while it is on its way and
 * the buttons that apply (Retry; Pause and Resume where `pausable`).
 */
export function UploadList({
  items,
  queue,
  statusText,
  pausable = false,
  roomy = false,
}: {
  items: readonly UploadItem[];
  queue: UploadQueue | undefined;
  statusText: Record<UploadStatus, string>;
  pausable?: boolean;
  /** Taller rows with rules between them, for a phone held in one hand. */
  roomy?: boolean;
}) {
  if (items.length === 0) return null;
  // Where a file can be paused, only moving files get a bar; on a guest page every waiting file
  // shows one, empty until its turn, so the list reads as a queue.
  const hasBar = (item: UploadItem) =>
    pausable ? item.status === 'uploading' || item.status === 'paused' : isUnfinished(item);
  return (
    <ul className={styles.list} aria-label="Uploads" data-roomy={roomy || undefined}>
      {items.map((item) => (
        <li key={item.id} className={styles.row} aria-label={item.name} data-status={item.status}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.state}>{item.message ?? statusText[item.status]}</span>
          {hasBar(item) ? (
            <ProgressMeter
              value={item.sent}
              maxValue={item.size || 1}
              label={`Upload of ${item.name}`}
              size={roomy ? 'medium' : 'small'}
              className={styles.fileBar}
            />
          ) : null}
          {pausable && item.status === 'uploading' ? (
            <Button variant="secondary" onPress={() => void queue?.pause(item.id)}>
              Pause
            </Button>
          ) : null}
          {pausable && item.status === 'paused' ? (
            <Button variant="secondary" onPress={() => queue?.resume(item.id)}>
              Resume
            </Button>
          ) : null}
          {item.status === 'failed' ? (
            <Button variant="secondary" onPress={() => queue?.resume(item.id)}>
              Retry
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
