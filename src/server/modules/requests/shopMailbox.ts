import type { RequestContext } from '../../http/requestContext';

/** Where the shop reads customers' messages and requests when SHOP_MAILBOX is not set. */
export const DEFAULT_SHOP_MAILBOX = 'support@printshop.localhost';

export function shopMailboxOf(ctx: RequestContext): string {
  return ctx.deps.shopMailbox ?? DEFAULT_SHOP_MAILBOX;
}
