import { type ProjectOptions, projectOptions } from '../../../shared/api/actions/projectSchemas';
import type { ProjectRow } from './projects.repo';

/*
 * A project's product options as its row keeps them: what the project is when it has no design
 * to read them from (the cart prices such a project by them).
 */

/** Options as stored; a row written before a field was allowed reads as if it had none. */
export function optionsOf(row: ProjectRow): ProjectOptions {
  const parsed = projectOptions.safeParse(row.options);
  return parsed.success ? parsed.data : {};
}
