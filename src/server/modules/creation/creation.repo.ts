import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { templates, themes } from '../../db/schema/catalog';
import { photos } from '../../db/schema/photos';
import { projectPhotos } from '../../db/schema/projects';

/** A catalogue template with its theme's columns: what a template document is made from. */
export async function findTemplateWithTheme(db: Db, templateId: number) {
  const [row] = await db
    .select({
      templateId: templates.id,
      themeId: themes.id,
      name: templates.name,
      productTypeId: templates.productTypeId,
      photoCount: templates.photoCount,
      orientation: themes.orientation,
      styleId: templates.styleId,
      colorIds: themes.colorIds,
      foilTypeId: themes.foilTypeId,
      trimTypeId: themes.trimTypeId,
      formatTypeId: themes.formatTypeId,
      sizes: themes.sizes,
      keywords: themes.keywords,
    })
    .from(templates)
    .innerJoin(themes, eq(themes.id, templates.themeId))
    .where(eq(templates.id, templateId));
  return row;
}

/** The photo fields autofill and the renderer read, of the owner's photos among `ids`. */
export async function ownedPhotosForLayout(db: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: photos.id,
      width: photos.width,
      height: photos.height,
      takenAt: photos.takenAt,
      focusRelativeX: photos.focusRelativeX,
      focusRelativeY: photos.focusRelativeY,
      urls: photos.urls,
    })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), inArray(photos.id, ids)));
}

/** The photos added to a project, in the order they were added. */
export async function projectPhotoIds(db: Db, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ photoId: projectPhotos.photoId })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId))
    .orderBy(asc(projectPhotos.addedAt), asc(projectPhotos.photoId));
  return rows.map((row) => row.photoId);
}
