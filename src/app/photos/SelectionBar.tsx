import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { Button } from '../ui/Button';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { LinkButton } from '../ui/LinkButton';
import { ModalFrame } from '../ui/ModalFrame';
import { useAlbumMutation, useAlbums } from './albumQueries';
import styles from './PhotoLibrary.module.css';
import type { PhotoLibrary } from './photoLibrary';

interface SelectionBarProps {
  library: PhotoLibrary;
  selected: ReadonlySet<number>;
  /** Inside an album, selected photos can be taken out of it. */
  albumId?: number;
  onDone: () => void;
}

/** The selected photos in the order they were taken, so a book made of them reads in time. */
function inTakenOrder(library: PhotoLibrary, ids: readonly number[]): number[] {
  const when = (id: number) => {
    const photo = library.records.get(id);
    return photo?.takenAt ?? photo?.createdAt ?? '';
  };
  return [...ids].sort((a, b) => when(a).localeCompare(when(b)) || a - b);
}

/**
 * What can be done with the selected photos: make a book of them, add to an album, remove from
 * this one, delete.
 */
export function SelectionBar({ library, selected, albumId, onDone }: SelectionBarProps) {
  const api = useApi();
  const albums = useAlbums();
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState('');
  const photoIds = [...selected];
  /** The server answers with the album; the photos' album ids come with the next sync. */
  const afterAlbumChange = async (text: string) => {
    setMessage(text);
    onDone();
    await library.sync();
  };
  const addToAlbum = useAlbumMutation((id: number) =>
    api.call('my/albums/{id}/add_photos', { id, photoIds }),
  );
  const removeFromAlbum = useAlbumMutation((id: number) =>
    api.call('my/albums/{id}/remove_photos', { id, photoIds }),
  );
  const fail = (error: unknown) => setMessage(userMessage(error));
  if (selected.size === 0) {
    return message ? (
      <p role="status" className={styles.selection}>
        {message}
      </p>
    ) : null;
  }
  return (
    <section className={styles.selection} aria-label="Selected photos">
      <span>{selected.size} selected</span>
      <LinkButton
        to={build('editor', {
          new: true,
          type: 'photo-books',
          photoIds: inTakenOrder(library, photoIds).join(','),
        })}
      >
        Make a book
      </LinkButton>
      <label className={styles.sort}>
        <span className={styles.label}>Album</span>
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value="">Choose an album</option>
          {albums.data?.items.map((album) => (
            <option key={album.id} value={album.id}>
              {album.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        isDisabled={!target}
        onPress={() =>
          addToAlbum.mutate(Number(target), {
            onSuccess: (album) => void afterAlbumChange(`Added to ${album.name}.`),
            onError: fail,
          })
        }
      >
        Add to album
      </Button>
      {albumId !== undefined ? (
        <Button
          variant="secondary"
          onPress={() =>
            removeFromAlbum.mutate(albumId, {
              onSuccess: (album) => void afterAlbumChange(`Removed from ${album.name}.`),
              onError: fail,
            })
          }
        >
          Remove from album
        </Button>
      ) : null}
      <DeleteSelected
        library={library}
        photoIds={photoIds}
        onDeleted={(n) => {
          setMessage(`${n} ${n === 1 ? 'photo' : 'photos'} deleted.`);
          onDone();
        }}
      />
    </section>
  );
}

function DeleteSelected({
  library,
  photoIds,
  onDeleted,
}: {
  library: PhotoLibrary;
  photoIds: number[];
  onDeleted: (count: number) => void;
}) {
  const api = useApi();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <DialogTrigger>
      <Button variant="secondary">Delete</Button>
      <ModalFrame width="30rem">
        <ConfirmDeleteDialog
          title={`Delete ${photoIds.length} ${photoIds.length === 1 ? 'photo' : 'photos'}?`}
          keepLabel="Cancel"
          deleteLabel="Delete"
          pending={pending}
          error={error || undefined}
          onDelete={async (close) => {
            setPending(true);
            try {
              const { deleted } = await api.call('my/photos/batch_destroy', { photoIds });
              await library.forget(photoIds);
              close();
              onDeleted(deleted);
            } catch (failure) {
              setError(userMessage(failure));
            } finally {
              setPending(false);
            }
          }}
        >
          <p>They are removed from your library and every album. This cannot be undone.</p>
        </ConfirmDeleteDialog>
      </ModalFrame>
    </DialogTrigger>
  );
}
