import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';
import type { CallAction } from '../../navigation/pageModule';
import { useOutboxCall } from '../../offline/OutboxContext';

export type Address = ActionOutput<'my/addresses/create'>;
export type AddressDraft = ActionInput<'my/addresses/create'>;
export type ImportResult = ActionOutput<'my/addresses/create_from_file'>;

/** Under the /my_account keys, so the page's invalidation refreshes addresses too. */
export const addressKeys = {
  all: ['myAccount', 'addresses'] as const,
  list: ['myAccount', 'addresses', 'list'] as const,
  suggestions: (query: string, country: string) =>
    ['myAccount', 'addresses', 'suggestions', query, country] as const,
};

/** Addresses in one page: a household's list, not a mailing list, is what the panel shows. */
export const ADDRESSES_PER_PAGE = 200;

export function addressesQuery(call: CallAction) {
  return queryOptions({
    queryKey: addressKeys.list,
    queryFn: () => call('my/addresses/list', { perPage: ADDRESSES_PER_PAGE }),
  });
}

export function postalSuggestionsQuery(call: CallAction, query: string, country: string) {
  return queryOptions({
    queryKey: addressKeys.suggestions(query, country),
    queryFn: () => call('my/addresses/autocomplete', { query, country }),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
  });
}

/*
 * The list is refreshed without being awaited: the caller's own callbacks (a status message,
 * closing a dialog) must run while the card that started them is still on screen.
 */

/** A fresh key per attempt the user makes; a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  return `addr-${globalThis.crypto.randomUUID()}`;
}

/*
 * Saving, making default and deleting go through the outbox: offline they are kept on the device
 * (`{ queued: true }`) and sent when the connection returns, so the list refreshes only after an
 * answer. A CSV import is not queued: the file is the user's to pick again.
 */

export function useSaveAddress() {
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft, key }: { id?: number; draft: AddressDraft; key: string }) =>
      id === undefined
        ? write('my/addresses/create', draft, `Add the address of ${draft.firstName}`, key)
        : write(
            'my/addresses/update',
            { ...draft, id },
            `Update the address of ${draft.firstName}`,
            key,
          ),
    onSuccess: (written) => {
      if (!written.queued) void queryClient.invalidateQueries({ queryKey: addressKeys.list });
    },
  });
}

export function useSetDefaultAddress() {
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      write('my/addresses/update', { id, isDefault: true }, `Make ${name}'s address the default`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}

export function useDeleteAddress() {
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key, name }: { id: number; key: string; name: string }) =>
      write('my/addresses/delete', { id }, `Delete the address of ${name}`, key),
    // A 404 means it is gone already (another tab): refetching shows the truth either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}

export function useImportAddresses() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, key }: { file: File; key: string }) =>
      api.call('my/addresses/create_from_file', { file }, { idempotencyKey: key }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}
