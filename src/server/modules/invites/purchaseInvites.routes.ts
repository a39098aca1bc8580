import type { ActionHandlers } from '../../http/actionHandler';
import {
  acceptPurchaseInvite,
  createPurchaseInvite,
  showPurchaseInvite,
} from './purchaseInvites.service';

export const purchaseInviteHandlers: ActionHandlers = {
  purchase_invite: (input, ctx) => createPurchaseInvite(ctx, input),
  'purchase_invite/{id}': (input, ctx) => showPurchaseInvite(ctx, input.id),
  'purchase_invite/{purchase_invite_id}/accept': (input, ctx) =>
    acceptPurchaseInvite(ctx, input.purchaseInviteId),
};
