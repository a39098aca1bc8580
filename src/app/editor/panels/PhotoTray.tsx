import { useMemo, useRef, useState } from 'react';
import { Checkbox, DialogTrigger, Input, Label, SearchField } from 'react-aria-components';
import { documentPhotoId, photoIdsInDocument } from '../../../shared/project/photoIds';
import { build } from '../../../shared/routes/build';
import { useLocation } from '../../navigation/navigation';
import { Button } from '../../ui/Button';
import { DialogPanel } from '../../ui/DialogPanel';
import { LinkButton } from '../../ui/LinkButton';
import { ModalFrame } from '../../ui/ModalFrame';
import { AutofillButton } from '../autofill/AutofillButton';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from './editorState';
import { useLibraryTrayPhotos } from './libraryTrayPhotos';
import styles from './Panels.module.css';
import { placementFor } from './photoPlacement';
import { useScrollGridWindow } from './scrollGridWindow';
import { TrayGrid } from './TrayGrid';
import { type TrayPhoto, type UseTrayPhotos, withoutHidden } from './trayPhotos';

export interface PhotoTrayProps {
  engine: EditorEngine;
  /** The signed-in customer; a guest has no library and is asked to sign in. */
  userId?: number;
  /** Where the photos come from: the customer's library unless a test hands in its own. */
  source?: UseTrayPhotos;
}

/** The customer's photos beside the page: tap (or Enter) to place, drag onto a slot. */
export function PhotoTray({ engine, userId, source }: PhotoTrayProps) {
  if (userId === undefined) return <GuestTray />;
  return <Tray engine={engine} ownerId={userId} useSource={source ?? useLibraryTrayPhotos} />;
}

function GuestTray() {
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  return (
    <div className={styles.guest}>
      <p>
        Sign in to use your own photos. Your design stays on this device and comes with you when you
        sign in or create an account.
      </p>
      <div className={styles.row}>
        <LinkButton to={build('account.login', { returnTo })}>Sign in</LinkButton>
        <LinkButton to={build('account.signup', {})} variant="secondary">
          Create an account
        </LinkButton>
      </div>
    </div>
  );
}

const statusText = {
  loading: 'Loading your photos…',
  offline: "You're offline. Showing the photos saved on this device.",
  reconnecting: "We can't reach the shop right now. Showing the photos saved on this device.",
  failed: "We couldn't refresh your photos. Showing the ones saved on this device.",
  ready: '',
} as const;

function Tray({
  engine,
  ownerId,
  useSource,
}: {
  engine: EditorEngine;
  ownerId: number;
  useSource: UseTrayPhotos;
}) {
  const state = useEditorState(engine);
  const used = useMemo(() => photoIdsInDocument(state.doc), [state.doc]);
  const [text, setText] = useState('');
  const [albumId, setAlbumId] = useState<number>();
  const [hideUsed, setHideUsed] = useState(false);
  const [notice, setNotice] = useState('');
  const box = useRef<HTMLDivElement>(null);
  // The window is measured against last render's count; hiding used photos shortens the list.
  const [count, setCount] = useState(0);
  const grid = useScrollGridWindow(box, count);
  const firstShown = grid.firstRow * grid.columns;
  const lastShown = grid.endRow * grid.columns;
  const isUsed = (id: number) => used.has(documentPhotoId(id));
  // Hiding used photos needs every position above the view to know how far the rest shift.
  const range = hideUsed
    ? { from: 0, to: lastShown + used.size }
    : { from: firstShown, to: lastShown };
  const photos = useSource(ownerId, { albumId, text }, range);
  const total = photos.total ?? 0;
  const kept = hideUsed ? withoutHidden(photos.photoIdAt, total, range.to, isUsed) : undefined;
  const displayCount = kept ? kept.count : total;
  if (displayCount !== count) setCount(displayCount);
  const idAt = (position: number) => (kept ? kept.ids[position] : photos.photoIdAt(position));

  const place = (photo: TrayPhoto) => {
    const info = {
      id: documentPhotoId(photo.id),
      width: photo.width,
      height: photo.height,
      ...(photo.focus ? { focus: photo.focus } : {}),
    };
    const placement = placementFor(engine.getSnapshot(), info);
    if (!placement.call) {
      setNotice(
        placement.reason === 'no-page'
          ? 'Open a page first.'
          : 'This page has no empty photo slot. Select a photo to replace, or pick a layout with more photos.',
      );
      return;
    }
    // The selection stays as it was, so tapping photo after photo fills the page's slots in turn.
    engine.dispatch(placement.call);
    setNotice(
      `${photo.name} ${placement.added ? 'added to the reel' : placement.replaced ? 'replaced the photo' : 'placed'}.`,
    );
  };

  return (
    <div className={styles.tray}>
      <div className={styles.trayControls}>
        <SearchField value={text} onChange={setText} className={styles.field}>
          <Label>Search photos</Label>
          <Input className={styles.input} placeholder="Photo name" />
        </SearchField>
        <label className={styles.field}>
          <span>Album</span>
          <select
            className={styles.input}
            value={albumId ?? ''}
            onChange={(event) =>
              setAlbumId(event.target.value ? Number(event.target.value) : undefined)
            }
          >
            <option value="">All photos</option>
            {photos.albums.map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </select>
        </label>
        <Checkbox isSelected={hideUsed} onChange={setHideUsed} className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true" />
          Hide used
        </Checkbox>
        {photos.uploader ? (
          <DialogTrigger>
            <Button variant="secondary">Upload more</Button>
            <ModalFrame width="36rem">
              <DialogPanel title="Upload photos">{photos.uploader}</DialogPanel>
            </ModalFrame>
          </DialogTrigger>
        ) : null}
        {photos.collect ? (
          <AutofillButton engine={engine} collect={photos.collect} onDone={setNotice} />
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {statusText[photos.status]} {notice}
      </p>
      {photos.status !== 'loading' && photos.total === 0 ? (
        <p className={styles.hint}>
          {text || albumId !== undefined
            ? 'No photos match.'
            : photos.status === 'ready'
              ? 'No photos yet. Upload some to start filling your pages.'
              : 'No photos are saved on this device yet. They show here once the shop can be reached.'}
        </p>
      ) : null}
      <TrayGrid
        box={box}
        grid={grid}
        count={displayCount}
        idAt={idAt}
        photo={photos.photo}
        isUsed={isUsed}
        onPlace={place}
        duplicates={photos.duplicates}
      />
    </div>
  );
}
