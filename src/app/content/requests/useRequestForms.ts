import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { useApi } from '../../apiContext';

export function useVolumeInquiry() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ActionInput<'volume_discounts_inquiries'>) =>
      api.call('volume_discounts_inquiries', input),
  });
}

export function useSampleKitRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ActionInput<'wedding_sample_kit_requests'>) =>
      api.call('wedding_sample_kit_requests', input),
  });
}
