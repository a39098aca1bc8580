import type { ActionHandlers } from '../../http/actionHandler';
import { listReviews } from './reviews.service';

export const reviewHandlers: ActionHandlers = {
  reviews: (input, ctx) => listReviews(ctx.deps.db, input),
};
