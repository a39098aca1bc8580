import type { ActionOutput } from '../../../shared/api/actionTable';
import { ORIENTATIONS, type Orientation } from '../../../shared/catalog/sizes';
import type { TemplateSource } from '../../../shared/project/templates/templateSource';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { findTemplate, findTheme, type TemplateRow, type ThemeRow } from './catalog.repo';

const orientationOf = (text: string | null): Orientation | undefined =>
  (ORIENTATIONS as readonly string[]).includes(text ?? '') ? (text as Orientation) : undefined;

/** A template row joined with its theme: what createProjectFromTemplate makes a document from. */
export function templateSourceOf(template: TemplateRow, theme: ThemeRow): TemplateSource {
  return {
    templateId: template.id,
    themeId: theme.id,
    name: template.name,
    productTypeId: template.productTypeId,
    photoCount: template.photoCount ?? 0,
    orientation: orientationOf(theme.orientation),
    styleId: template.styleId,
    colorIds: theme.colorIds ?? [],
    foilTypeId: theme.foilTypeId,
    trimTypeId: theme.trimTypeId,
    formatTypeId: theme.formatTypeId,
    sizes: theme.sizes ?? [],
    keywords: theme.keywords ?? '',
  };
}

export async function templateSourceById(
  db: Db,
  id: number,
): Promise<ActionOutput<'templates/{id}/source'>> {
  const template = await findTemplate(db, id);
  const theme = template && (await findTheme(db, template.themeId));
  if (!template || !theme) throw notFound('Template', id);
  const restriction = theme.deviceRestriction;
  return {
    source: templateSourceOf(template, theme),
    deviceRestriction: restriction === 1 || restriction === 2 ? restriction : undefined,
  };
}
