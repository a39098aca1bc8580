import {
  acceptPurchaseInvite,
  createPurchaseInvite,
  showPurchaseInvite,
} from '../../commerce/invites/purchaseInvites.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const purchaseInviteHandlers: ActionHandlers = {
  purchase_invite: (input, ctx, caller) => createPurchaseInvite(ctx.deps, caller, input),
  'purchase_invite/{id}': (input, ctx) => showPurchaseInvite(ctx.deps, input.id),
  'purchase_invite/{purchase_invite_id}/accept': (input, ctx, caller) =>
    acceptPurchaseInvite(ctx.deps, caller, input.purchaseInviteId),
};
