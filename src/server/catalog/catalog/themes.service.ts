import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { findTheme } from './catalog.repo';
import { escapeHtml } from './catalogHtml';
import { themePreviewSvg } from './templatePreview';

/* Themes: a design family across products, its description, devices and preview. */

export async function themeDescription(db: Db, themeId: number) {
  const row = await findTheme(db, themeId);
  if (!row) throw notFound('Theme', themeId);
  return { themeId: row.id, html: `<p>${escapeHtml(row.description)}</p>` };
}

/** Whether a theme exists, and the devices it is limited to (spec §3) when it is. */
export async function themeDevices(
  db: Db,
  themeId: number,
): Promise<{ deviceRestriction?: number } | undefined> {
  const row = await findTheme(db, themeId);
  return row && { deviceRestriction: row.deviceRestriction ?? undefined };
}
/** The preview SVG of a theme: its design drawn as the editor opens it; a bad id is a 404. */
export async function themeArtwork(db: Db, themeId: number): Promise<string> {
  const theme = await findTheme(db, themeId);
  if (!theme) throw notFound('Theme', themeId);
  return themePreviewSvg(theme);
}
