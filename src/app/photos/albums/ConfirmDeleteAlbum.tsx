import { userMessage } from '../../../shared/errors';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import type { Album } from '../albumQueries';
import { photoCount } from './photoCount';
import { useDeleteAlbum } from './useDeleteAlbum';

/** Asks before an album goes; its photos stay in the library. */
export function ConfirmDeleteAlbum({
  album,
  onDeleted,
}: {
  album: Album;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteAlbum();
  return (
    <ConfirmDeleteDialog
      title={`Delete the album ${album.name}?`}
      keepLabel="Keep album"
      deleteLabel="Delete album"
      pending={remove.isPending}
      error={remove.isError ? userMessage(remove.error) : undefined}
      onDelete={(close) =>
        remove.mutate(album.id, {
          onSuccess: () => {
            onDeleted(`The album ${album.name} was deleted.`);
            close();
          },
        })
      }
    >
      <p>
        {album.photoCount === 0
          ? 'The album is empty, so nothing else is removed.'
          : `Its ${photoCount(album.photoCount)} stay in your library; only the album goes.`}
      </p>
    </ConfirmDeleteDialog>
  );
}
