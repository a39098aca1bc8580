import { type ProjectListStatus, projectSorts } from './queryEnums';
import type { RouteParams } from './routeTable';

type ProjectListParams = RouteParams<'projects.home'>;

/** Switching the project list status resets the page, the sort and the product-type filter (spec §4). */
export function switchProjectStatus(
  current: ProjectListParams,
  status: ProjectListStatus,
): ProjectListParams {
  const { baseProductTypeId: _filter, ...kept } = current;
  return { ...kept, status, page: 1, sortBy: projectSorts[0] };
}
