import type { ServerDeps } from '../http/requestContext';

/** Where the shop reads customers' messages and requests when SHOP_MAILBOX is not set. */
export const DEFAULT_SHOP_MAILBOX = 'support@printshop.localhost';

/** The shop's own address, that help messages and request forms are mailed to. */
export function shopMailboxOf(deps: Pick<ServerDeps, 'shopMailbox'>): string {
  return deps.shopMailbox ?? DEFAULT_SHOP_MAILBOX;
}
