import type { ActionOutput } from '../../../shared/api/actionTable';
import { baseProductTypeId, productTypeById } from '../../../shared/catalog/productTypes';
import { optionsOf } from './projectOptions.service';
import type { ProjectRow } from './projects.repo';

type Details = ActionOutput<'my/project/details'>;

function slug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'project';
}

/** Spec §3's project as the editor link reads it; the page uri ends in the id (spec §2). */
export function projectRefOf(row: ProjectRow) {
  const type = productTypeById(row.productTypeId);
  return {
    id: row.id,
    intendedProductId: row.productId ?? undefined,
    type: {
      baseTypeId: baseProductTypeId(row.productTypeId),
      typeUri: type?.lineUri ?? type?.key ?? 'projects',
    },
    uri: `${slug(row.name)}-${row.id}`,
  };
}

/** The list a project is in (spec §4): archiving is the owner's choice, so it wins over ordered. */
function statusOf(row: ProjectRow): Details['status'] {
  if (row.archivedAt) return 'archive';
  if (row.orderedAt) return 'ordered';
  return 'inProgress';
}

/** The owner's view of a project; others see the same minus who it is shared with. */
export function projectDetailsOf(row: ProjectRow, callerId: number | undefined): Details {
  return {
    ...projectRefOf(row),
    name: row.name,
    productTypeId: row.productTypeId,
    status: statusOf(row),
    role: callerId === row.ownerId ? 'owner' : 'viewer',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewableBy: row.viewableBy,
    pageCount: row.pageCount ?? undefined,
    options: optionsOf(row),
    productId: row.productId ?? undefined,
    templateId: row.templateId ?? undefined,
    themeId: row.themeId ?? undefined,
    // Collaborators come with the collaboration issue; the field is there for its callers.
    collaborators: [],
    ...(callerId === row.ownerId ? { viewKey: row.viewKey } : {}),
  };
}
