import type { ActionHandlers } from '../../http/actionHandler';
import { batchUpdateFeatures, decide, features } from './experiments.service';

export const experimentHandlers: ActionHandlers = {
  features: (_input, ctx) => features(ctx),
  'features/batch_update_state': (input, ctx) => batchUpdateFeatures(ctx, input),
  'optimizely/experiments/decisions': (input, ctx) => decide(ctx, input),
};
