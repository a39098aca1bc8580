import type { ActionOutput } from '../../../shared/api/actionTable';
import { baseProductTypeId, PRODUCT_TYPES } from '../../../shared/catalog/productTypes';
import { productsList } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { membersByProject } from '../collaboration/membership.service';
import * as listRepo from './projectList.repo';
import { PROJECTS_SIGN_IN, projectFor } from './projectLookup.service';
import { optionsOf } from './projectOptions.service';
import type { ProjectRow } from './projects.repo';
import { projectDetailsOf } from './projectView';

type ListItem = ActionOutput<'my/projects/list'>['items'][number];
type ListDeps = Pick<ServerDeps, 'db' | 'now'>;

/** Projects per page of the list when the caller does not say. */
export const PROJECTS_PER_PAGE = 24;

/** How long a deleted project can still be brought back with `my/projects/restore` (the undo). */
export const DELETE_UNDO_MS = 10 * 60_000;

/** Where a project's first page is drawn; the version changes with every edit, so it caches forever. */
export function thumbnailUrl(row: ProjectRow): string {
  return `/projects/${row.id}/thumbnail.svg?v=${row.updatedAt.getTime()}`;
}

/** Every product type id whose base type is `base` (cards and home decor have several). */
function typesWithBase(base: number): number[] {
  const ids: number[] = PRODUCT_TYPES.filter((type) => baseProductTypeId(type.id) === base).map(
    (type) => type.id,
  );
  return ids.length > 0 ? ids : [base];
}

type Product = Awaited<ReturnType<typeof productsList>>['items'][number];

/** How long the list trusts a product's name and size: the catalogue changes only when reseeded. */
const PRODUCT_CACHE_MS = 5 * 60_000;
const productCache = new Map<number, { product: Product | undefined; until: number }>();

/**
 * The products a page of the list names, from a short-lived cache in front of the catalogue: the
 * lookup cost as much as the list itself (5 ms against 2 ms at 1,000 projects).
 */
async function productsById(db: Db, ids: number[]): Promise<Map<number, Product>> {
  const now = Date.now();
  const missing = ids.filter((id) => (productCache.get(id)?.until ?? 0) <= now);
  if (missing.length > 0) {
    const found = new Map((await productsList(db, { ids: missing })).items.map((p) => [p.id, p]));
    for (const id of missing) {
      productCache.set(id, { product: found.get(id), until: now + PRODUCT_CACHE_MS });
    }
  }
  return new Map(
    ids.flatMap((id) => {
      const product = productCache.get(id)?.product;
      return product ? [[id, product] as const] : [];
    }),
  );
}

function copyOf(copy: listRepo.CopyRow | undefined) {
  if (!copy) return undefined;
  const { projectId, status, pagesDone, pagesTotal } = copy;
  return { projectId, status, pagesDone, pagesTotal };
}

export async function listProjects(
  deps: ListDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/list'>,
): Promise<ActionOutput<'my/projects/list'>> {
  const ownerId = requireUser(caller, PROJECTS_SIGN_IN);
  const { db } = deps;
  const perPage = input.perPage ?? PROJECTS_PER_PAGE;
  const { rows: found, total } = await listRepo.listProjects(db, {
    ownerId,
    status: input.status ?? 'inProgress',
    productTypeIds:
      input.baseProductTypeId === undefined ? undefined : typesWithBase(input.baseProductTypeId),
    sort: input.sortBy ?? 'date_modified_desc',
    limit: perPage,
    offset: ((input.page ?? 1) - 1) * perPage,
  });
  const rows = found.map((row) => row.project);
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const productById = await productsById(db, productIds);
  const copyById = new Map(found.flatMap(({ copy }) => (copy ? [[copy.projectId, copy]] : [])));
  const people = await membersByProject(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): ListItem => {
    const product = row.productId ? productById.get(row.productId) : undefined;
    const details = projectDetailsOf(row, ownerId);
    const sizeKey =
      optionsOf(row).sizeKey ??
      (product?.widthInches && product.heightInches
        ? `${product.widthInches}x${product.heightInches}`
        : undefined);
    return {
      id: details.id,
      intendedProductId: details.intendedProductId,
      type: details.type,
      uri: details.uri,
      name: details.name,
      productTypeId: details.productTypeId,
      status: details.status,
      role: details.role,
      thumbnailUrl: thumbnailUrl(row),
      createdAt: details.createdAt,
      updatedAt: details.updatedAt,
      viewableBy: details.viewableBy,
      pageCount: details.pageCount,
      productName: product?.name,
      sizeKey,
      sharedWith: people.get(row.id) ?? [],
      copy: copyOf(copyById.get(row.id)),
    };
  });
  return { items, total };
}

/**
 * The caller's projects among `ids`, all or none: one id that is not theirs (or does not exist)
 * answers 404 for it and changes nothing, so a list action never half-happens.
 */
async function ownAll(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  ids: number[],
  deletedSince?: Date,
) {
  const ownerId = requireUser(caller, PROJECTS_SIGN_IN);
  const unique = [...new Set(ids)];
  const rows = await listRepo.ownedIds(deps.db, ownerId, unique, deletedSince);
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('Project', missing);
  return rows;
}

export async function archiveProjects(
  deps: ListDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/archive'>,
): Promise<ActionOutput<'my/projects/archive'>> {
  const rows = await ownAll(deps, caller, input.projectIds);
  await listRepo.setArchived(
    deps.db,
    rows.map((row) => row.id),
    deps.now(),
    deps.now(),
  );
  return { ok: true };
}

/**
 * Puts archived projects back in progress, and brings back projects deleted in the last
 * DELETE_UNDO_MS: the list's "Undo" after a delete is this call.
 */
export async function restoreProjects(
  deps: ListDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/restore'>,
): Promise<ActionOutput<'my/projects/restore'>> {
  const now = deps.now();
  const rows = await ownAll(
    deps,
    caller,
    input.projectIds,
    new Date(now.getTime() - DELETE_UNDO_MS),
  );
  const { db } = deps;
  const deleted = rows.filter((row) => row.deletedAt).map((row) => row.id);
  if (deleted.length > 0) await listRepo.setDeleted(db, deleted, null);
  const archived = rows.filter((row) => row.archivedAt).map((row) => row.id);
  if (archived.length > 0) await listRepo.setArchived(db, archived, null, now);
  return { ok: true };
}

export async function deleteProject(
  deps: ListDeps,
  caller: Caller,
  input: HandlerInput<'my/project/delete'>,
): Promise<ActionOutput<'my/project/delete'>> {
  requireUser(caller, PROJECTS_SIGN_IN);
  const row = await projectFor(deps, caller, input.projectId, 'manage');
  // Kept as a tombstone: the editor tells a stale tab the project was deleted (spec §3 'deleted'),
  // and restore can undo it for a while.
  await listRepo.setDeleted(deps.db, [row.id], deps.now());
  return { ok: true };
}

/**
 * Invitation requests waiting for the caller's answer. The requests themselves belong to the
 * collaboration area, which has no table for them yet: until it lands, there are none.
 */
export async function pendingRequestsCount(
  caller: Caller,
): Promise<ActionOutput<'my/projects/pending_requests_count'>> {
  requireUser(caller, PROJECTS_SIGN_IN);
  return { count: 0 };
}
