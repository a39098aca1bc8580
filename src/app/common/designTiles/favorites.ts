import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import type { CallAction } from '../../navigation/pageModule';
import { useOutboxCall } from '../../offline/OutboxContext';
import { useSession } from '../../state/session/useSession';

export type FavoriteTemplates = ActionOutput<'favorites/project_templates/list'>;

/** A shopper's favourites fit one request: the list call's largest page. */
export const FAVORITES_PAGE_SIZE = 200;

export const favoritesKey = ['favorites', 'templates'] as const;

export function favoritesQuery(call: CallAction) {
  return queryOptions({
    queryKey: favoritesKey,
    queryFn: () => call('favorites/project_templates/list', { perPage: FAVORITES_PAGE_SIZE }),
  });
}

/** The signed-in shopper's favourites; nothing (and no request) for a guest. */
export function useFavorites() {
  const api = useApi();
  const signedIn = Boolean(useSession().data?.user);
  return useQuery({ ...favoritesQuery(api.call), enabled: signedIn });
}

interface Toggle {
  templateId: number;
  themeId: number;
  name: string;
  productTypeId: number;
  favorite: boolean;
}

/** The list as it will be once the change lands, for the optimistic heart. */
export function withFavorite(list: FavoriteTemplates, change: Toggle): FavoriteTemplates {
  const rest = list.items.filter((item) => item.id !== change.templateId);
  if (!change.favorite) return { items: rest, total: rest.length };
  const added = {
    id: change.templateId,
    themeId: change.themeId,
    productTypeId: change.productTypeId,
    name: change.name,
    previewUrl: `/artwork/templates/${change.templateId}.svg`,
  };
  return { items: [added, ...rest], total: rest.length + 1 };
}

/**
 * Adds or removes a favourite through the outbox, so it is kept when offline. The heart changes
 * at once; a refused change puts it back and the list is read again.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const outboxCall = useOutboxCall();
  return useMutation({
    mutationFn: async (change: Toggle) => {
      const action = change.favorite
        ? 'favorites/project_templates/add'
        : 'favorites/project_templates/remove';
      const label = change.favorite
        ? `Save ${change.name} to favourites`
        : `Remove ${change.name} from favourites`;
      return outboxCall(action, { templateId: change.templateId }, label);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const before = queryClient.getQueryData<FavoriteTemplates>(favoritesKey);
      queryClient.setQueryData<FavoriteTemplates>(
        favoritesKey,
        withFavorite(before ?? { items: [], total: 0 }, change),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(favoritesKey, context.before);
    },
    onSettled: (written) => {
      // A queued change is not on the server yet: reading now would undo the optimistic heart.
      if (written && 'queued' in written && written.queued) return;
      void queryClient.invalidateQueries({ queryKey: favoritesKey });
    },
  });
}
