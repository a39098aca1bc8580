import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

/**
 * People who work on a project with its owner. A collaborator changes anything in the design; a
 * contributor only adds photos and pages (projectAccess.ts and contributorRule.ts say exactly).
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['collaborator', 'contributor'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index().on(t.userId)],
);

/**
 * An invitation to join a project, or a request to be let in (spec §3 invitation request types).
 * - kind 'invite': the owner asks someone (by email, or anyone holding a link's key) to join;
 *   the invitee answers it.
 * - kind 'ask': someone shown the project asks its owner to let them collaborate; the owner answers.
 * - kind 'link': the key of a shared invitation link; it stays pending and lets in whoever holds it
 *   until the owner replaces it with a new one (status 'revoked'). The others are answered once.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invite', 'ask', 'link'] }).notNull(),
    role: text('role', { enum: ['collaborator', 'contributor'] }).notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who answers it: the owner for an 'ask'; a known invitee's account for an 'invite'. */
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address an 'invite' went to; whoever signs in with it may answer. */
    toEmail: text('to_email'),
    /** The secret the mailed or shared link carries. */
    key: text('key').notNull(),
    message: text('message'),
    status: text('status', { enum: ['pending', 'accepted', 'ignored', 'revoked'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.key),
    index().on(t.projectId),
    index().on(t.toUserId),
    index('project_invitations_to_email_idx').on(sql`lower(${t.toEmail})`),
  ],
);

/**
 * Who the owner removed from a project, and when: no invitation link made before then lets them
 * back in (an invitation addressed to them again does, and clears the row).
 */
export const projectRemovals = pgTable(
  'project_removals',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index().on(t.userId)],
);
