import { BLANK_THEME } from '../../catalog/themes';
import { CURRENT_SCHEMA_VERSION, type ProjectDocument, projectDocumentSchema } from '../document';
import type { Element } from '../elements';
import { type ProductOptions, productOptionsSchema } from '../options';
import { calendarYearsLabel } from '../products/monthGrid';
import { surfacesFor } from '../products/surfacesFor';
import type { Surface } from '../surface';
import { designSurface } from './designSurface';
import { type PlaceholderWords, placeholderWords } from './placeholderWords';
import { templateLine, templateOptions } from './templateOptions';
import { type TemplateSource, templateSourceSchema } from './templateSource';
import { templateLook } from './templateStyle';

/**
 * A project made from a catalogue template: the template's design laid on the surfaces of the
 * given options (the template's own options where none are given). Deterministic: the same
 * template and options always give the same document, so the shop's picture of a template is the
 * document the editor opens. The blank canvas theme gives plain white surfaces.
 */
export function createProjectFromTemplate(
  template: TemplateSource,
  overrides: Partial<ProductOptions> = {},
): ProjectDocument {
  const source = templateSourceSchema.parse(template);
  const options = productOptionsSchema.parse({ ...templateOptions(source), ...overrides });
  const line = templateLine(source.productTypeId);
  const wordsLine =
    line === 'book' || line === 'calendar' || line === 'label' || line === 'decor' ? line : 'card';
  const ctx = {
    look: templateLook(source.styleId, source.colorIds),
    words: coverWords(placeholderWords(`${source.keywords} ${source.name}`, wordsLine), options),
    photoCount: source.photoCount,
    options,
    blank: source.themeId === BLANK_THEME.id,
  };
  const surfaces: Record<string, Surface> = {};
  const elements: Record<string, Element> = {};
  const order: string[] = [];
  for (const surface of surfacesFor(options)) {
    const designed = designSurface(surface, ctx);
    for (const element of designed) elements[element.id] = element;
    surfaces[surface.id] = { ...surface, elementIds: designed.map((element) => element.id) };
    order.push(surface.id);
  }
  return projectDocumentSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title: source.name,
    options,
    surfaceOrder: order,
    surfaces,
    elements,
  });
}

/** A calendar's cover names the years it covers: "2027", or "2027–2028" from a mid-year start. */
function coverWords(words: PlaceholderWords, options: ProductOptions): PlaceholderWords {
  if (templateLine(options.productTypeId) !== 'calendar' || !options.startingMonthYear)
    return words;
  return { ...words, subtitle: calendarYearsLabel(options.startingMonthYear) };
}

/** A template's own document, as the shop shows it. */
export function templateDocument(template: TemplateSource): ProjectDocument {
  return createProjectFromTemplate(template);
}
