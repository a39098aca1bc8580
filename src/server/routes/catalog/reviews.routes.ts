import { listReviews } from '../../catalog/reviews/reviews.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const reviewHandlers: ActionHandlers = {
  reviews: (input, ctx) => listReviews(ctx.deps.db, input),
};
