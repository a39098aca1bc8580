/**
 * The account area (sign-in, my account, addresses, deletion, password reset, oauth).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { AddressFormDialog } from './addresses/AddressFormDialog';
export { type Address, addressesQuery } from './addresses/addressQueries';
export { creditCardsQuery } from './myAccount/accountQueries';
export { cardName, formatExpiry, isExpired } from './myAccount/formatting';
export { AccountArea } from './signIn/AccountArea';
