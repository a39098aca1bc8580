import type { ActionHandlers } from '../../http/actionHandler';
import { batchUpdateFeatures, decide, features } from '../../site/experiments/experiments.service';

/** The header a deploy script sends FEATURES_ADMIN_TOKEN in. */
const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const experimentHandlers: ActionHandlers = {
  features: (_input, ctx) => features(ctx.deps),
  'features/batch_update_state': (input, ctx, caller) =>
    batchUpdateFeatures(ctx.deps, caller, input, ctx.request.headers[ADMIN_TOKEN_HEADER]),
  'optimizely/experiments/decisions': (input, ctx, caller) => decide(ctx.deps, caller, input),
};
