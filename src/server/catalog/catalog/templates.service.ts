import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import {
  addFavorite,
  findTemplate,
  findTemplateWithTheme,
  findTheme,
  pageOfFavorites,
  removeFavorite,
  type TemplateRow,
} from './catalog.repo';
import { pageWindow } from './pageWindow';
import { templatePreviewSvg } from './templatePreview';

/* Templates: one design of a theme for a product type, and the ones a user keeps as favourites. */

function toTemplate(row: TemplateRow): ActionOutput<'templates/{id}'> {
  return {
    id: row.id,
    themeId: row.themeId,
    productTypeId: row.productTypeId,
    name: row.name,
    styleId: row.styleId ?? undefined,
    photoCount: row.photoCount,
    previewUrl: `/artwork/templates/${row.id}.svg`,
  };
}

/** A template with its design's own finishes (foil, trim), which its product page starts from. */
export async function templateById(db: Db, id: number): Promise<ActionOutput<'templates/{id}'>> {
  const row = await findTemplateWithTheme(db, id);
  if (!row) throw notFound('Template', id);
  return {
    id: row.templateId,
    themeId: row.themeId,
    productTypeId: row.productTypeId,
    name: row.name,
    styleId: row.styleId ?? undefined,
    photoCount: row.photoCount,
    previewUrl: `/artwork/templates/${row.templateId}.svg`,
    ...(row.foilTypeId ? { foilTypeId: row.foilTypeId } : {}),
    ...(row.trimTypeId ? { trimTypeId: row.trimTypeId } : {}),
  };
}
/** Adding twice keeps one favourite; a template that does not exist is a 404. */
export async function addFavoriteTemplate(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'favorites/project_templates/add'>,
) {
  const { templateId } = input;
  const userId = requireUser(caller);
  if (!(await findTemplate(deps.db, templateId))) throw notFound('Template', templateId);
  await addFavorite(deps.db, userId, templateId);
  return { ok: true as const };
}

/** Removing a favourite that is not there is already done. */
export async function removeFavoriteTemplate(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'favorites/project_templates/remove'>,
) {
  const userId = requireUser(caller);
  await removeFavorite(deps.db, userId, input.templateId);
  return { ok: true as const };
}

export async function favoriteTemplates(
  deps: Pick<ServerDeps, 'db'>,
  caller: Caller,
  input: HandlerInput<'favorites/project_templates/list'>,
) {
  const userId = requireUser(caller);
  const { rows, total } = await pageOfFavorites(deps.db, userId, pageWindow(input));
  return { items: rows.map(toTemplate), total };
}
/** A template's front drawn from its document, with sample photos in its slots. */
export async function templateArtwork(db: Db, templateId: number): Promise<string> {
  const template = await findTemplate(db, templateId);
  if (!template) throw notFound('Template', templateId);
  const theme = await findTheme(db, template.themeId);
  if (!theme) throw notFound('Theme', template.themeId);
  return templatePreviewSvg({
    ...theme,
    templateId: template.id,
    themeId: theme.id,
    name: template.name,
    productTypeId: template.productTypeId,
    photoCount: template.photoCount,
    styleId: template.styleId,
  });
}
