import { useApi } from '../../apiContext';
import { useAlbumMutation } from '../albumQueries';

/** A new name for an album; the list is read again once it is saved. */
export function useRenameAlbum() {
  const api = useApi();
  return useAlbumMutation(({ id, name }: { id: number; name: string }) =>
    api.call('my/albums/{id}#update', { id, name }),
  );
}
