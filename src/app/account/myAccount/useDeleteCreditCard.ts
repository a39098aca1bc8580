import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { myAccountKeys } from './accountQueries';

export function useDeleteCreditCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('my/credit_cards/{id}#delete', { id }),
    // A 404 means the card is gone already (another tab): refetching shows the truth either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAccountKeys.creditCards }),
  });
}
