import { ORIENTATIONS } from '../../../shared/catalog/sizes';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import {
  type TemplateSource,
  templateSourceSchema,
} from '../../../shared/project/templates/templateSource';
import { frontPreview } from '../../../shared/render/frontPreview';
import { svgToString } from '../../../shared/render/svgNode';
import { sampleScenesToDraw } from '../../media/photos/samplePhotos.service';

/*
 * The shop's pictures of templates and themes: each drawn from the document the editor opens
 * (createProjectFromTemplate), front surface only, with the demo library's generated scenes in
 * its photo slots. The scenes are embedded as data URIs, so the SVG is one self-contained file
 * that the webp renditions (librsvg) and a browser draw alike, with nothing else to fetch.
 */

const SAMPLE_PHOTO_COUNT = 8;

const SAMPLE_PHOTOS = sampleScenesToDraw(SAMPLE_PHOTO_COUNT);

/** The catalogue columns a picture is drawn from: a template row joined with its theme's. */
export interface PreviewRow {
  templateId: number;
  themeId: number;
  name: string;
  productTypeId: number;
  photoCount: number | null;
  orientation: string | null;
  styleId: number | null;
  colorIds: readonly number[] | null;
  foilTypeId: number | null;
  trimTypeId: number | null;
  formatTypeId: number | null;
  sizes: readonly string[] | null;
  keywords: string | null;
}

/** A row as a template source; an orientation the document does not know draws the default. */
export function previewSource(row: PreviewRow): TemplateSource {
  const orientation = (ORIENTATIONS as readonly string[]).includes(row.orientation ?? '')
    ? (row.orientation as TemplateSource['orientation'])
    : null;
  return templateSourceSchema.parse({
    ...row,
    photoCount: row.photoCount ?? 0,
    orientation,
    colorIds: row.colorIds ?? [],
    sizes: row.sizes ?? [],
    keywords: row.keywords ?? '',
  });
}

// Listings version every tile's URL by its SVG, so the same few hundred designs are drawn again
// and again: keep the most recent ones.
const MEMORY_ENTRIES = 600;
const drawn = new Map<string, string>();

/** The SVG of a template's front as the shop shows it. Deterministic for the same row. */
export function templatePreviewSvg(row: PreviewRow): string {
  const source = previewSource(row);
  // The picture does not depend on which template id labels the document (only its options
  // record it), so a theme's tile and its template of the same product share one drawing.
  const key = JSON.stringify({ ...source, templateId: 0 });
  const remembered = drawn.get(key);
  if (remembered !== undefined) {
    drawn.delete(key);
    drawn.set(key, remembered);
    return remembered;
  }
  const svg = svgToString(frontPreview(createProjectFromTemplate(source), SAMPLE_PHOTOS));
  drawn.set(key, svg);
  if (drawn.size > MEMORY_ENTRIES) {
    const oldest = drawn.keys().next().value;
    if (oldest !== undefined) drawn.delete(oldest);
  }
  return svg;
}

/** The theme columns a theme's tile is drawn from (a themes row has them all). */
export type PreviewTheme = Omit<PreviewRow, 'templateId' | 'themeId'> & { id: number };

/**
 * A theme's tile: its design in its own product type, which is one of its templates (the seed
 * makes each template of a theme with the theme's name, style and photo count). The theme id
 * labels the document in place of that template's, which does not change the picture.
 */
export function themePreviewSvg(theme: PreviewTheme): string {
  return templatePreviewSvg({ ...theme, templateId: theme.id, themeId: theme.id });
}
