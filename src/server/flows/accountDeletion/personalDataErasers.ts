import { eraseAddressesOf } from '../../commerce/addresses/addresses.repo';
import { eraseCreditCardsOf } from '../../commerce/payments/creditCards.repo';
import type { DbTx } from '../../db/database';
import { eraseIdempotencyKeysOf } from '../../http/idempotency';
import { eraseOneTimeTokensOf } from '../../identity/accountDeletion/accountDeletion.repo';
import { eraseUser } from '../../identity/accounts/accounts.repo';
import * as accountRepo from '../../identity/myAccount/account.repo';
import { eraseSubscriptionsOf } from '../../identity/myAccount/subscriptions.repo';
import { eraseCodesOf } from '../../identity/oauth/oauth.repo';
import { eraseAuthAttemptsOf, eraseSessionsOf } from '../../identity/sessions/sessions.repo';
import { erasePhotoRowsOf } from '../../media/photos/photos.service';
import { eraseAccountBuckets } from '../../security/rateLimitHits.repo';
import { eraseConsentsOf } from '../../site/privacy/privacy.repo';
import { eraseEventsOf } from '../../site/tracking/tracking.repo';

/** The transaction the whole erasure runs in: either every eraser's work stays, or none. */
export type ErasureTx = DbTx;

/**
 * Who is being erased: the id keys most rows, the email keys the rows written before sign-in, and
 * the browsers the user was seen in tie their visitor rows back to the account.
 */
export interface ErasedUser {
  id: number;
  email: string;
  /** Anonymous ids of the browsers the user was seen in while signed in. */
  browsers: string[];
}

/** One kind of personal data and how to remove it; `name` shows in logs and tests. */
export interface PersonalDataEraser {
  name: string;
  erase(tx: ErasureTx, user: ErasedUser): Promise<void>;
}

const lowerEmail = (user: ErasedUser) => user.email.toLowerCase();

/**
 * Every place personal data of an account lives, erased in this order inside one transaction,
 * each step by the repo of the area that owns the table. The users row goes last so that every
 * eraser before it can still find what hangs on the user. Many of these rows would also go by ON
 * DELETE CASCADE; erasing them by name keeps the list honest when a later table forgets its
 * cascade, and rows keyed by email have no foreign key.
 *
 * A new table holding personal data adds its eraser here; tests/server/accountDeletion.test.ts
 * scans every table afterwards and fails when something of the user is left.
 */
export const personalDataErasers: PersonalDataEraser[] = [
  { name: 'sessions', erase: (tx, user) => eraseSessionsOf(tx, user.id) },
  { name: 'auth attempts', erase: (tx, user) => eraseAuthAttemptsOf(tx, lowerEmail(user)) },
  { name: 'one-time tokens', erase: (tx, user) => eraseOneTimeTokensOf(tx, user.id) },
  {
    name: 'email preferences',
    erase: (tx, user) => accountRepo.eraseEmailPreferencesOf(tx, user.id),
  },
  {
    name: 'newsletter subscriptions',
    erase: (tx, user) => eraseSubscriptionsOf(tx, lowerEmail(user)),
  },
  { name: 'addresses', erase: (tx, user) => eraseAddressesOf(tx, user.id) },
  { name: 'credit cards', erase: (tx, user) => eraseCreditCardsOf(tx, user.id) },
  // Also the choices made as an anonymous visitor in the browsers the user signed in from.
  { name: 'privacy consents', erase: (tx, user) => eraseConsentsOf(tx, user.id, user.browsers) },
  // The events before sign-in share the browser's anonymous id, which would tie them back.
  { name: 'tracking events', erase: (tx, user) => eraseEventsOf(tx, user.id, user.browsers) },
  { name: 'oauth codes', erase: (tx, user) => eraseCodesOf(tx, user.id) },
  // Buckets naming the account or ending with its address; IP buckets stay.
  {
    name: 'rate-limit hits',
    erase: (tx, user) => eraseAccountBuckets(tx, user.id, lowerEmail(user)),
  },
  // Stored answers to the user's retried calls may repeat their details.
  { name: 'idempotency keys', erase: (tx, user) => eraseIdempotencyKeysOf(tx, user.id) },
  // The stored files go after the transaction commits (eraseAccount), so a rolled-back erasure
  // never loses the files of an account that still exists.
  {
    name: 'photos, albums, upload sessions and photo jobs',
    erase: (tx, user) => erasePhotoRowsOf(tx, user.id),
  },
  // Extension points, for the areas whose tables do not exist yet. Each adds its eraser here,
  // before the users row:
  // - projects: the user's projects, their pages and shares; remove the user from other people's
  //   projects (collaborator, contributor, photo friend) and their invitations.
  // - orders: keep the rows for accounting, but anonymise them — names, addresses, email, phone
  //   replaced, the user id detached — never delete them.
  // - cart, coupons given to the user, upload sessions, photo import tokens.
  { name: 'account', erase: (tx, user) => eraseUser(tx, user.id) },
];

/** Runs every eraser in order, in the caller's transaction. */
export async function erasePersonalData(tx: ErasureTx, user: ErasedUser): Promise<void> {
  for (const eraser of personalDataErasers) await eraser.erase(tx, user);
}
