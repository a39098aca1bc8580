import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A copy of a project in progress or done. The copy's project row exists from the start (so its
 * id can be answered at once); a background job fills its design page by page and counts here, so
 * `my/project/copy_status` can show progress on a big book.
 */
export const projectCopies = pgTable(
  'project_copies',
  {
    /** The new project: one copy makes one project. */
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // No foreign key to the source: deleting the original must not undo a finished copy.
    sourceProjectId: integer('source_project_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_copies_owner_idx').on(t.ownerId)],
);
