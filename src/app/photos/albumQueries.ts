import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';

export type Album = ActionOutput<'my/albums#create'>;

export const albumKeys = { list: ['photos', 'albums'] as const };

/** A person's albums fit one page; the list names the album facet and the albums page. */
export function useAlbums() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: albumKeys.list,
      queryFn: () => api.call('my/albums', { perPage: 200 }),
    }),
  );
}

/** After any album change the list (names, counts) is read again. */
export function useAlbumMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: albumKeys.list }),
  });
}
