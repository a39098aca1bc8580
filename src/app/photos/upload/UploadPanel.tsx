import { DialogTrigger, DropZone, FileTrigger, ProgressBar } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { ModalFrame } from '../../ui/ModalFrame';
import { ImportFromSources } from '../sources/ImportFromSources';
import { ACCEPTED_PHOTO_TYPES } from './acceptedTypes';
import { FriendsLinkDialog } from './FriendsLinkDialog';
import { PhoneUploadDialog } from './PhoneUploadDialog';
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
  const add = (files: File[]) =>
    void queue.add(files.filter((f) => ACCEPTED_PHOTO_TYPES.includes(f.type)));
  const { sent, size } = totalProgress(items);
  const active = items.filter((i) =>
    ['hashing', 'queued', 'uploading', 'offline', 'paused'].includes(i.status),
  );
  const skipped = items.filter((i) => i.status === 'duplicate').length;
  const uploaded = items.filter((i) => i.status === 'done').length;
  return (
    <section className={styles.panel} aria-label="Upload photos">
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
          <Button>Upload photos</Button>
        </FileTrigger>
        <span className={styles.hint}>or drop photos here</span>
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
      </DropZone>
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
        <ProgressBar value={sent} maxValue={size} aria-label="All uploads" className={styles.total}>
          {({ percentage }) => (
            <div className={styles.bar}>
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          )}
        </ProgressBar>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} queue={queue} />
          ))}
        </ul>
      ) : null}
      {uploaded + skipped > 0 ? (
        <Button variant="secondary" onPress={() => queue.clearFinished()}>
          Clear finished
        </Button>
      ) : null}
    </section>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  return (
    <li className={styles.row} aria-label={item.name} data-status={item.status}>
      <span className={styles.name}>{item.name}</span>
      <span className={styles.state}>{item.message ?? statusText[item.status]}</span>
      {item.status === 'uploading' || item.status === 'paused' ? (
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
      {item.status === 'uploading' ? (
        <Button variant="secondary" onPress={() => void queue.pause(item.id)}>
          Pause
        </Button>
      ) : null}
      {item.status === 'paused' ? (
        <Button variant="secondary" onPress={() => queue.resume(item.id)}>
          Resume
        </Button>
      ) : null}
      {item.status === 'failed' ? (
        <Button variant="secondary" onPress={() => queue.resume(item.id)}>
          Retry
        </Button>
      ) : null}
    </li>
  );
}
