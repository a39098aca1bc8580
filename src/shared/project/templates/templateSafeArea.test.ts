import { describe, expect, it } from 'vitest';
import { FOIL_TYPE_IDS } from '../../catalog/foilTypes';
import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { TEMPLATE_STYLES } from '../../catalog/templateStyles';
import { TRIM_TYPE_IDS } from '../../catalog/trimTypes';
import { runPreflight } from '../../preflight/runPreflight';
import type { ProjectDocument } from '../document';
import { containsRect } from '../geometry';
import { CARD_SIZES } from '../products/cards';
import { panelSafeRect, safeRect } from '../surface';
import { createProjectFromTemplate } from './createProject';
import { templateSourceFixture } from './testing/templateSourceFixture';

/*
 * A card template's own words and inset photos lie inside the safe area of whatever trim the
 * customer picks: a crest trim cuts deeper than the plain inset at its head, and preflight would
 * otherwise warn about words the customer never placed. The catalogue's card templates vary by
 * style, foil, photo count (0–4), size, orientation and fold; every fold × trim × size ×
 * orientation × photo count is made here, styles and foils cycling, as the catalogue cycles them.
 */

const FOLDS = [
  { name: 'flat', productTypeId: PRODUCT_TYPE_ID.flat_card },
  { name: 'side-folded', productTypeId: PRODUCT_TYPE_ID.vertical_folded_card },
  { name: 'top-folded', productTypeId: PRODUCT_TYPE_ID.horizontal_folded_card },
] as const;
// Names as long and as short as the catalogue's ("{word} {style} {noun}").
const NAMES = ['Joyful Photo Collage Celebration', 'Simple Modern Day', 'Golden Watercolor Love'];
const CREST_TRIMS = [5, 6];

function cardTemplate(
  productTypeId: number,
  trimTypeId: number,
  size: string,
  orientation: 'portrait' | 'landscape',
  photoCount: number,
  i: number,
) {
  return templateSourceFixture(productTypeId, [size], {
    name: NAMES[i % NAMES.length] as string,
    styleId: (TEMPLATE_STYLES[i % TEMPLATE_STYLES.length] as { id: number }).id,
    foilTypeId: FOIL_TYPE_IDS[i % FOIL_TYPE_IDS.length] as number,
    trimTypeId,
    orientation,
    photoCount,
  });
}

function* cardTemplates() {
  let i = 0;
  for (const fold of FOLDS)
    for (const trim of TRIM_TYPE_IDS)
      for (const size of CARD_SIZES)
        for (const orientation of ['portrait', 'landscape'] as const)
          for (let photos = 0; photos <= 4; photos++) {
            const source = cardTemplate(fold.productTypeId, trim, size, orientation, photos, i++);
            yield { fold: fold.name, trim, source };
          }
}

/** Every must-not-be-cut element's box: all but backgrounds (which bleed on purpose). */
function keptBoxes(doc: ProjectDocument, surfaceId: string) {
  return (doc.surfaces[surfaceId]?.elementIds ?? []).flatMap((id) => {
    const element = doc.elements[id];
    return element && element.type !== 'background' ? [element] : [];
  });
}

describe('card templates inside the safe area of every trim', () => {
  it('gives no "outside safe area" warning on a fresh card of any fold, trim, size or design', () => {
    let made = 0;
    for (const { fold, trim, source } of cardTemplates()) {
      const doc = createProjectFromTemplate(source);
      expect(doc.options.trimTypeId).toBe(trim);
      const outside = runPreflight(doc, { photos: () => undefined }).filter((item) =>
        /OutsideSafeArea$/.test(item.kind),
      );
      expect(outside, `${fold} trim ${trim} ${JSON.stringify(source)}`).toEqual([]);
      made++;
    }
    expect(made).toBe(3 * 6 * CARD_SIZES.length * 2 * 5);
  });

  it("keeps a crest card's words, ornaments and inset photos inside their panel's safe area", () => {
    for (const { fold, trim, source } of cardTemplates()) {
      if (!CREST_TRIMS.includes(trim)) continue;
      const doc = createProjectFromTemplate(source);
      for (const surfaceId of doc.surfaceOrder) {
        const surface = doc.surfaces[surfaceId]!;
        for (const element of keptBoxes(doc, surfaceId)) {
          const panel = surface.panels.find((p) => containsRect(p.rect, element));
          const safe = panel ? panelSafeRect(surface, panel) : safeRect(surface);
          expect(
            containsRect(safe, element),
            `${fold} trim ${trim} ${source.sizes[0]} ${source.orientation} ${element.id}`,
          ).toBe(true);
        }
      }
    }
  });

  it("moves a crest card's design off the crested edge: the side-folded top, the top-folded foot", () => {
    // One photo: the photo fills the front panel's upper part, the title its lower part.
    const card = (productTypeId: number, trimTypeId: number) =>
      createProjectFromTemplate(cardTemplate(productTypeId, trimTypeId, '5x7', 'portrait', 1, 1));
    const front = (doc: ProjectDocument) =>
      doc.surfaces.outside!.panels.find((panel) => panel.role === 'front')!;
    // Side-folded: the crest cuts the front panel's top, deeper than the plain inset.
    const side = card(PRODUCT_TYPE_ID.vertical_folded_card, 5);
    const sideSafe = front(side).safe!;
    expect(sideSafe.y).toBeGreaterThan(18);
    const photo = side.elements['outside-photo1']!;
    expect(photo.y).toBeGreaterThanOrEqual(sideSafe.y);
    expect(containsRect(sideSafe, photo)).toBe(true);
    expect(containsRect(sideSafe, side.elements['outside-title']!)).toBe(true);
    // Top-folded: the front panel (the sheet's lower half) is cut at its foot, where the title is.
    const top = card(PRODUCT_TYPE_ID.horizontal_folded_card, 6);
    const topSafe = front(top).safe!;
    const foot = topSafe.y + topSafe.height;
    expect(foot).toBeLessThan(front(top).rect.y + front(top).rect.height - 18);
    const title = top.elements['outside-title']!;
    expect(title.y + title.height).toBeLessThanOrEqual(foot);
    expect(containsRect(topSafe, title)).toBe(true);
    expect(containsRect(topSafe, top.elements['outside-photo1']!)).toBe(true);
  });
});
