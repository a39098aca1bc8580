import type { ActionHandlers } from '../../http/actionHandler';
import { submitSampleKitRequest, submitVolumeInquiry } from '../../site/requests/requests.service';

export const requestHandlers: ActionHandlers = {
  volume_discounts_inquiries: (input, ctx, caller) => submitVolumeInquiry(ctx.deps, caller, input),
  wedding_sample_kit_requests: (input, ctx, caller) =>
    submitSampleKitRequest(ctx.deps, caller, input),
};
