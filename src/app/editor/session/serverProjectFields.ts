import { type ProjectOptions, projectOptions } from '../../../shared/api/actions/projectSchemas';
import type { ProductOptions } from '../../../shared/project/options';

/** What the server keeps beside a project's design, for its list, the cart and the print. */
export interface ServerProjectFields {
  productId?: number;
  pageCount?: number;
  options: ProjectOptions;
}

const OPTION_KEYS = Object.keys(projectOptions.shape) as (keyof ProjectOptions)[];

/**
 * A document's product options as the create call takes them. Each field is checked against the
 * server's own schema and left out if it would be refused, so one odd value can never keep a
 * draft off the server: the design itself carries every option either way.
 */
export function serverProjectFields(options: ProductOptions): ServerProjectFields {
  const picked: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) {
    const value = (options as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (projectOptions.shape[key].safeParse(value).success) picked[key] = value;
  }
  return {
    productId: options.productId,
    pageCount: options.pageCount,
    options: projectOptions.parse(picked),
  };
}
