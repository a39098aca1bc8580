import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DialogTrigger,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { ReelOptions } from '../../../shared/project/options';
import { moveReelItem, reelItemsOf } from '../../../shared/project/products/memoryReel';
import type { PhotoResolver } from '../../../shared/render/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogPanel } from '../../ui/DialogPanel';
import { ModalFrame } from '../../ui/ModalFrame';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from '../panels/Panels.module.css';
import own from './Products.module.css';
import { ReelPlayer } from './ReelPlayer';
import { type MusicTrack, useMusicTracks } from './useMusicTracks';

const EMPTY: ReelOptions = { items: [] };
const NO_PHOTOS: PhotoResolver = () => undefined;

/** Row keys: the photo and its place, so the same photo twice is two rows. */
const rowKey = (index: number) => `item-${index}`;

const trackLabel = (track: MusicTrack) =>
  `${track.name}${track.artist ? ` · ${track.artist}` : ''} (${Math.round(track.durationSeconds)} s)`;

/**
 * A memory reel's timeline: its photos in playing order, each with its own duration; reorder by
 * dragging or from the keyboard (Alt+↑/↓ on a row, or its Earlier/Later buttons), remove, and
 * photos added from the Photos tab. The track comes from the shop's music, with a play/pause
 * preview, and "Play the reel" plays the whole reel with it.
 */
export function ReelPanel({
  engine,
  photos = NO_PHOTOS,
}: {
  engine: EditorEngine;
  photos?: PhotoResolver;
}) {
  const state = useEditorState(engine);
  const reel = state.doc.options.reel ?? EMPTY;
  const items = reelItemsOf(state.doc);
  const tracks = useMusicTracks();
  const [status, setStatus] = useState('');
  const set = (next: ReelOptions, message: string, mergeKey?: string) => {
    engine.dispatch({ name: 'setReel', args: { reel: next } }, mergeKey ? { mergeKey } : undefined);
    setStatus(message);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    set({ ...reel, items: moveReelItem(items, from, to) }, `Photo ${from + 1} moved to ${to + 1}.`);
  };
  const dragFrom = useRef<number | undefined>(undefined);
  const [dropAt, setDropAt] = useState<number | undefined>();
  const track = tracks.data?.items.find((t) => t.id === reel.musicTrackId);
  const totalSeconds = items.reduce((sum, item) => sum + item.durationMs, 0) / 1000;
  return (
    <div className={styles.panelBody}>
      <TrackChooser
        tracks={tracks.data?.items}
        failed={tracks.isError}
        value={reel.musicTrackId}
        onChange={(id) =>
          set(
            id === undefined ? { items } : { items, musicTrackId: id },
            id === undefined ? 'No music.' : 'Track chosen.',
          )
        }
      />
      <div className={styles.group}>
        <p className={styles.groupTitle}>
          Photos ({items.length}, {totalSeconds.toFixed(1)} s)
        </p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {items.length === 0 ? (
          <p className={styles.hint}>
            No photos yet: tap photos in the Photos tab to add them to the reel, in the order they
            should play.
          </p>
        ) : (
          // Alt+↑/↓ in a row moves it, as in the page strip; Tab goes through each row's controls.
          <div
            onKeyDownCapture={(event) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              const row = (event.target as HTMLElement).closest?.('[data-reel-index]');
              const from = Number(row?.getAttribute('data-reel-index'));
              if (!row || !Number.isInteger(from)) return;
              event.preventDefault();
              event.stopPropagation();
              move(from, from + (event.key === 'ArrowUp' ? -1 : 1));
            }}
          >
            <ol aria-label="Reel photos in playing order" className={own.timeline}>
              {items.map((item, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place in the reel
                  key={index}
                  data-reel-index={index}
                  className={own.timelineRow}
                  data-drop-target={dropAt === index || undefined}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', rowKey(index));
                    event.dataTransfer.effectAllowed = 'move';
                    dragFrom.current = index;
                  }}
                  onDragOver={(event) => {
                    if (dragFrom.current === undefined) return;
                    event.preventDefault();
                    setDropAt(index);
                  }}
                  onDragLeave={() => setDropAt(undefined)}
                  onDrop={(event) => {
                    event.preventDefault();
                    const from = dragFrom.current;
                    dragFrom.current = undefined;
                    setDropAt(undefined);
                    if (from !== undefined) move(from, index);
                  }}
                  onDragEnd={() => {
                    dragFrom.current = undefined;
                    setDropAt(undefined);
                  }}
                >
                  <ReelRow
                    index={index}
                    count={items.length}
                    url={photos(item.photoId)?.url}
                    durationMs={item.durationMs}
                    onMove={(to) => move(index, to)}
                    onDuration={(ms) =>
                      set(
                        {
                          ...reel,
                          items: items.map((it, i) =>
                            i === index ? { ...it, durationMs: ms } : it,
                          ),
                        },
                        '',
                        `reel-duration:${index}`,
                      )
                    }
                    onRemove={() =>
                      set(
                        { ...reel, items: items.filter((_, i) => i !== index) },
                        `Photo ${index + 1} removed.`,
                      )
                    }
                  />
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {items.length > 0 ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            onPress={() =>
              set(
                {
                  ...reel,
                  items: items.map((it) => ({ ...it, durationMs: items[0]!.durationMs })),
                },
                `Every photo plays ${(items[0]!.durationMs / 1000).toFixed(1)} s.`,
              )
            }
          >
            Same duration for all
          </Button>
          <DialogTrigger>
            <Button>Play the reel</Button>
            <ModalFrame width="52rem">
              <DialogPanel title="Your memory reel">
                <ReelPlayer doc={state.doc} photos={photos} trackUrl={track?.url} />
              </DialogPanel>
            </ModalFrame>
          </DialogTrigger>
        </div>
      ) : null}
    </div>
  );
}

function ReelRow({
  index,
  count,
  url,
  durationMs,
  onMove,
  onDuration,
  onRemove,
}: {
  index: number;
  count: number;
  url: string | undefined;
  durationMs: number;
  onMove: (to: number) => void;
  onDuration: (ms: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className={own.rowBody}>
      <span className={own.dragHandle} aria-hidden="true" title="Drag to reorder">
        ⠿
      </span>
      <span className={own.rowNumber}>{index + 1}</span>
      {url ? (
        <img src={url} alt="" className={own.rowThumb} />
      ) : (
        <span className={own.rowThumb} aria-hidden="true" />
      )}
      <NumberField
        value={durationMs / 1000}
        minValue={0.5}
        maxValue={30}
        step={0.5}
        onChange={(value) => {
          if (Number.isFinite(value)) onDuration(Math.round(value * 1000));
        }}
        className={own.duration}
        aria-label={`Seconds for photo ${index + 1}`}
      >
        <Input className={styles.input} />
      </NumberField>
      <span className={own.rowActions}>
        <AriaButton
          className={own.iconButton}
          isDisabled={index === 0}
          onPress={() => onMove(index - 1)}
          aria-label={`Move photo ${index + 1} earlier`}
        >
          ↑
        </AriaButton>
        <AriaButton
          className={own.iconButton}
          isDisabled={index === count - 1}
          onPress={() => onMove(index + 1)}
          aria-label={`Move photo ${index + 1} later`}
        >
          ↓
        </AriaButton>
        <AriaButton
          className={own.iconButton}
          onPress={onRemove}
          aria-label={`Remove photo ${index + 1}`}
        >
          ✕
        </AriaButton>
      </span>
    </div>
  );
}

function TrackChooser({
  tracks,
  failed,
  value,
  onChange,
}: {
  tracks: MusicTrack[] | undefined;
  failed: boolean;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const chosen = tracks?.find((t) => t.id === value);
  // A new track stops the preview of the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a change of track only
  useEffect(() => {
    audio.current?.pause?.();
    setPreviewing(false);
  }, [chosen?.url]);
  const togglePreview = () => {
    const element = audio.current;
    if (!element) return;
    if (previewing) {
      element.pause?.();
      setPreviewing(false);
    } else {
      void element.play?.()?.catch(() => setPreviewing(false));
      setPreviewing(true);
    }
  };
  if (failed) {
    return (
      <Alert>
        The music list could not be loaded. Check your connection; your photos are safe.
      </Alert>
    );
  }
  return (
    <div className={styles.group}>
      <Select
        selectedKey={value === undefined ? 'none' : String(value)}
        onSelectionChange={(key) => onChange(key === 'none' ? undefined : Number(key))}
        className={styles.field}
        isDisabled={!tracks}
      >
        <Label>Music</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue>{tracks ? undefined : 'Loading music…'}</SelectValue>
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            <ListBoxItem id="none" textValue="No music" className={styles.option}>
              No music
            </ListBoxItem>
            {(tracks ?? []).map((track) => (
              <ListBoxItem
                key={track.id}
                id={String(track.id)}
                textValue={trackLabel(track)}
                className={styles.option}
              >
                {trackLabel(track)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {chosen ? (
        <div className={styles.row}>
          <Button variant="secondary" onPress={togglePreview} aria-pressed={previewing}>
            {previewing ? 'Pause the track' : 'Listen to the track'}
          </Button>
          {/* biome-ignore lint/a11y/useMediaCaption: instrumental music, no words to caption */}
          <audio ref={audio} src={chosen.url} preload="none" onEnded={() => setPreviewing(false)} />
        </div>
      ) : null}
    </div>
  );
}
