import { queryOptions } from '@tanstack/react-query';
import type { CallAction } from '../../navigation/pageModule';

/*
 * The /my_account reads. Keys start with 'myAccount' so one invalidation refreshes the page; the
 * session key stays apart (sign-out drops these with everything else of the previous visitor).
 */

export const myAccountKeys = {
  all: ['myAccount'] as const,
  details: ['myAccount', 'details'] as const,
  emailPreferences: ['myAccount', 'emailPreferences'] as const,
  creditCards: ['myAccount', 'creditCards'] as const,
  orders: (page: number) => ['myAccount', 'orders', page] as const,
};

export const ORDERS_PER_PAGE = 20;

export function accountDetailsQuery(call: CallAction) {
  return queryOptions({
    queryKey: myAccountKeys.details,
    queryFn: () => call('my/account/details', {}),
  });
}

export function emailPreferencesQuery(call: CallAction) {
  return queryOptions({
    queryKey: myAccountKeys.emailPreferences,
    queryFn: () => call('my/account/email_preferences', {}),
  });
}

export function creditCardsQuery(call: CallAction) {
  return queryOptions({
    queryKey: myAccountKeys.creditCards,
    queryFn: () => call('my/credit_cards', {}),
  });
}

export function ordersQuery(call: CallAction, page = 1) {
  return queryOptions({
    queryKey: myAccountKeys.orders(page),
    queryFn: () => call('my/account/orders', { page, perPage: ORDERS_PER_PAGE }),
  });
}
