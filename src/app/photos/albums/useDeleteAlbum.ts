import { useApi } from '../../apiContext';
import { useAlbumMutation } from '../albumQueries';

/** Deletes an album (its photos stay in the library); the list is read again afterwards. */
export function useDeleteAlbum() {
  const api = useApi();
  return useAlbumMutation((id: number) => api.call('my/albums/{id}#delete', { id }));
}
