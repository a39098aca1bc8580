import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';

export type ImportProgress = ActionOutput<'my/photo_imports/{batch_id}'>;
export type SourcePhotoItem = ActionOutput<'my/photo_sources/{source_id}/photos'>['items'][number];
type ImportInput = ActionInput<'my/photo_sources/{source_id}/import'>;

const PROGRESS_POLL_MS = 1000;

export const sourceKeys = {
  tokens: ['photoSources', 'tokens'] as const,
  albums: (sourceId: number) => ['photoSources', sourceId, 'albums'] as const,
  photos: (sourceId: number, albumId: string | undefined) =>
    ['photoSources', sourceId, 'photos', albumId ?? ''] as const,
  batch: (batchId: string) => ['photoSources', 'batch', batchId] as const,
};

/** Which sources are connected; read afresh each time the list opens (a connection may expire). */
export function useImportTokens() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: sourceKeys.tokens,
      queryFn: () => api.call('my/photo_import_tokens', {}),
      staleTime: 0,
    }),
  );
}

export function useDisconnectSource() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: number) =>
      api.call('my/photo_import_tokens/{source_id}#delete', { sourceId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.tokens }),
  });
}

/** A source's albums, page by page (the source's own cursor). */
export function useSourceAlbums(sourceId: number, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: sourceKeys.albums(sourceId),
    queryFn: ({ pageParam }) =>
      api.call('my/photo_sources/{source_id}/albums', { sourceId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    retry: false,
  });
}

/** The photos of a source, or of one of its albums, page by page. */
export function useSourcePhotos(sourceId: number, albumId: string | undefined) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: sourceKeys.photos(sourceId, albumId),
    queryFn: ({ pageParam }) =>
      api.call('my/photo_sources/{source_id}/photos', { sourceId, albumId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useStartImport() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ImportInput) => api.call('my/photo_sources/{source_id}/import', input),
  });
}

/** A batch's progress, asked again until every photo has arrived or failed. */
export function useImportProgress(batchId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: sourceKeys.batch(batchId ?? ''),
    queryFn: () => api.call('my/photo_imports/{batch_id}', { batchId: batchId ?? '' }),
    enabled: batchId !== undefined,
    refetchInterval: (query) =>
      query.state.data && query.state.data.pending === 0 ? false : PROGRESS_POLL_MS,
  });
}
