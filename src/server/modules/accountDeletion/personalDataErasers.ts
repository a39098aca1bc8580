import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  addresses,
  creditCards,
  emailPreferences,
  oauthCodes,
  oneTimeTokens,
  privacyConsents,
  rateLimitHits,
  subscriptions,
  trackingEvents,
} from '../../db/schema/accounts';
import { idempotencyKeys } from '../../db/schema/platform';
import { authAttempts, sessions, users } from '../../db/schema/users';
import { erasePhotoRowsOf } from '../photos/photos.service';

/** The transaction the whole erasure runs in: either every eraser's work stays, or none. */
export type ErasureTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who is being erased: the id keys most rows, the email keys the rows written before sign-in. */
export interface ErasedUser {
  id: number;
  email: string;
}

/** One kind of personal data and how to remove it; `name` shows in logs and tests. */
export interface PersonalDataEraser {
  name: string;
  erase(tx: ErasureTx, user: ErasedUser): Promise<void>;
}

const lowerEmail = (user: ErasedUser) => user.email.toLowerCase();

/**
 * Every place personal data of an account lives, erased in this order inside one transaction.
 * The users row goes last so that every eraser before it can still find what hangs on the user.
 * Many of these rows would also go by ON DELETE CASCADE; erasing them by name keeps the list
 * honest when a later table forgets its cascade, and rows keyed by email have no foreign key.
 *
 * A new table holding personal data adds its eraser here; tests/server/accountDeletion.test.ts
 * scans every table afterwards and fails when something of the user is left.
 */
export const personalDataErasers: PersonalDataEraser[] = [
  {
    name: 'sessions',
    erase: async (tx, user) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    },
  },
  {
    name: 'auth attempts',
    erase: async (tx, user) => {
      await tx.delete(authAttempts).where(eq(authAttempts.email, lowerEmail(user)));
    },
  },
  {
    name: 'one-time tokens',
    erase: async (tx, user) => {
      await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    },
  },
  {
    name: 'email preferences',
    erase: async (tx, user) => {
      await tx.delete(emailPreferences).where(eq(emailPreferences.userId, user.id));
    },
  },
  {
    name: 'newsletter subscriptions',
    erase: async (tx, user) => {
      await tx
        .delete(subscriptions)
        .where(eq(sql`lower(${subscriptions.email})`, lowerEmail(user)));
    },
  },
  {
    name: 'addresses',
    erase: async (tx, user) => {
      await tx.delete(addresses).where(eq(addresses.userId, user.id));
    },
  },
  {
    name: 'credit cards',
    erase: async (tx, user) => {
      await tx.delete(creditCards).where(eq(creditCards.userId, user.id));
    },
  },
  {
    // Also the choices made as an anonymous visitor in the browsers the user signed in from.
    name: 'privacy consents',
    erase: async (tx, user) => {
      await tx
        .delete(privacyConsents)
        .where(
          or(
            eq(privacyConsents.userId, user.id),
            inArray(privacyConsents.anonymousId, anonymousIdsOf(tx, user)),
          ),
        );
    },
  },
  {
    // The events before sign-in share the browser's anonymous id, which would tie them back.
    name: 'tracking events',
    erase: async (tx, user) => {
      await tx
        .delete(trackingEvents)
        .where(
          or(
            eq(trackingEvents.userId, user.id),
            inArray(trackingEvents.anonymousId, anonymousIdsOf(tx, user)),
          ),
        );
    },
  },
  {
    name: 'oauth codes',
    erase: async (tx, user) => {
      await tx.delete(oauthCodes).where(eq(oauthCodes.userId, user.id));
    },
  },
  {
    // Buckets name an account as `<limit>:account:<id>` or `<limit>:user:<id>`, or end with its
    // address (`reset:email:a@b.c`); IP buckets are not personal to one account and stay.
    name: 'rate-limit hits',
    erase: async (tx, user) => {
      await tx
        .delete(rateLimitHits)
        .where(
          or(
            like(rateLimitHits.bucket, `%:account:${user.id}`),
            like(rateLimitHits.bucket, `%:user:${user.id}`),
            like(sql`lower(${rateLimitHits.bucket})`, `%:${escapeLike(lowerEmail(user))}`),
          ),
        );
    },
  },
  {
    // Stored answers to the user's retried calls may repeat their details.
    name: 'idempotency keys',
    erase: async (tx, user) => {
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${user.id}`));
    },
  },
  {
    // The stored files go after the transaction commits (accountDeletion.service), so a rolled-
    // back erasure never loses the files of an account that still exists.
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
  {
    name: 'account',
    erase: async (tx, user) => {
      await tx.delete(users).where(eq(users.id, user.id));
    },
  },
];

/** The anonymous ids of the browsers the user was seen in while signed in. */
function anonymousIdsOf(tx: ErasureTx, user: ErasedUser) {
  return tx
    .selectDistinct({ anonymousId: trackingEvents.anonymousId })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, user.id));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Runs every eraser in order, in the caller's transaction. */
export async function erasePersonalData(tx: ErasureTx, user: ErasedUser): Promise<void> {
  for (const eraser of personalDataErasers) await eraser.erase(tx, user);
}
