import type { ActionHandlers } from '../../http/actionHandler';
import { submitSampleKitRequest, submitVolumeInquiry } from './requests.service';

export const requestHandlers: ActionHandlers = {
  volume_discounts_inquiries: (input, ctx) => submitVolumeInquiry(ctx, input),
  wedding_sample_kit_requests: (input, ctx) => submitSampleKitRequest(ctx, input),
};
