import { PAPER_TYPES, type PaperType } from './bookMaterials';

/*
 * The card stocks of paper types 1–20 (spec §3 gives only the ids; which are card stocks is our
 * choice): the heavy, textured and speciality papers a folded or flat card is printed on. A book's
 * text weights (standard, premium) and its mounted lay-flat leaves are not sold for cards.
 */
export const CARD_PAPER_TYPE_IDS = [10, 11, 5, 14, 12, 13, 8, 15, 9, 17] as const;

/** The card stocks, in the order the card's paper choice lists them (the default first). */
export const CARD_PAPER_TYPES: readonly PaperType[] = CARD_PAPER_TYPE_IDS.map((id) => {
  const paper = PAPER_TYPES.find((type) => type.id === id);
  if (!paper) throw new Error(`Card paper ${id} is not a paper type`);
  return paper;
});
