import { CARD_PAPER_TYPES } from '../../../shared/catalog/cardPapers';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import type { ProductOptions } from '../../../shared/project/options';
import type { Template } from './themePageData';
import type { ThemePageState } from './themePageRoute';

/** A card's finishes as its design page prices them and hands them to the editor. */
export type CardFinishes = Pick<ProductOptions, 'trimTypeId' | 'foilTypeId' | 'paperTypeId'>;

/** Whether the design is stamped in foil: a foil card, or a design with foil marks. */
export function takesFoil(template: Pick<Template, 'productTypeId' | 'foilTypeId'>): boolean {
  return template.productTypeId === PRODUCT_TYPE_ID.foil || (template.foilTypeId ?? 1) > 1;
}

/**
 * The foils offered: the four finishes; a card that is not a foil card may also go without
 * (its foil marks print as ink).
 */
export function foilChoices(template: Pick<Template, 'productTypeId'>) {
  return template.productTypeId === PRODUCT_TYPE_ID.foil
    ? FOIL_TYPES.filter((foil) => foil.id !== 1)
    : FOIL_TYPES;
}

const known = <T extends { id: number }>(list: readonly T[], id: number | undefined) =>
  list.find((item) => item.id === id)?.id;

/**
 * The finishes the page shows as chosen: the URL's where the design takes them, else the
 * design's own trim and foil (gold when a foil card names none) and the first card stock.
 */
export function chosenFinishes(
  state: Pick<ThemePageState, 'trimTypeId' | 'foilTypeId' | 'paperTypeId'>,
  template: Pick<Template, 'productTypeId' | 'foilTypeId' | 'trimTypeId'> | undefined,
): CardFinishes {
  if (!template) return {};
  const trimTypeId = (known(TRIM_TYPES, state.trimTypeId) ??
    known(TRIM_TYPES, template.trimTypeId) ??
    1) as CardFinishes['trimTypeId'];
  const paperTypeId = (known(CARD_PAPER_TYPES, state.paperTypeId) ??
    CARD_PAPER_TYPES[0]?.id) as CardFinishes['paperTypeId'];
  if (!takesFoil(template)) return { trimTypeId, paperTypeId };
  const foils = foilChoices(template);
  const foilTypeId = (known(foils, state.foilTypeId) ??
    known(foils, template.foilTypeId) ??
    3) as CardFinishes['foilTypeId'];
  return { trimTypeId, foilTypeId, paperTypeId };
}
