import { useApi } from '../../apiContext';
import { useAlbumMutation } from '../albumQueries';

/** A new, empty album; the list is read again once it is made. */
export function useCreateAlbum() {
  const api = useApi();
  return useAlbumMutation((name: string) => api.call('my/albums#create', { name }));
}
