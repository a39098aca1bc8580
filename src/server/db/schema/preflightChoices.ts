import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * A project's preflight decisions from the editor: warnings accepted as they are (preflight item
 * ids) and words added to the spelling check. The cart shows the accepted ones folded and the
 * order's preflight counts them, so an accepted warning never blocks and an error always does.
 */
export const projectPreflightChoices = pgTable('project_preflight_choices', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  acceptedIds: jsonb('accepted_ids').$type<string[]>().notNull().default([]),
  extraWords: jsonb('extra_words').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
