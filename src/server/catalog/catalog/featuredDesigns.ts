import type { z } from 'zod';
import type { featuredDesign } from '../../../shared/api/actions/catalogContent';
import { designHref } from '../../../shared/routes/designHref';
import type { Db } from '../../db/database';
import { themeArtworkUrl } from './artworkVersion';
import { type ThemeRow, templateIdsByTheme } from './catalog.repo';

export type FeaturedDesign = z.input<typeof featuredDesign>;

/** Tag-group uris by id, for design links. */
export type GroupUris = ReadonlyMap<number, string>;

/** Designs as pages show them: versioned artwork, product page and the first template. */
export async function featuredDesigns(
  db: Db,
  rows: readonly ThemeRow[],
  groupUris: GroupUris,
): Promise<FeaturedDesign[]> {
  const templates = await templateIdsByTheme(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const templateIds = templates.get(row.id) ?? [];
    return {
      themeId: row.id,
      templateId: templateIds[0],
      uri: row.uri,
      name: row.name,
      productTypeId: row.productTypeId,
      imageUrl: themeArtworkUrl(row),
      href: designHref({ ...row, templateIds }, groupUris),
      unitsSold: row.unitsSold,
    };
  });
}
