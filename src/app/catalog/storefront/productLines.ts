import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { CARD_QUANTITIES, SINGLE_QUANTITIES } from './pricing';

/** The design lines with a product page of their own, and what differs between them. */
export const DESIGN_LINES = {
  cards: {
    noun: 'card',
    plural: 'Cards',
    productTypeId: PRODUCT_TYPE_ID.card,
    quantities: CARD_QUANTITIES,
    defaultQuantity: 25,
    /** The design page's URL carries the quantity (calendars' does not: one at a time). */
    quantityInUrl: true,
    /** Trim, foil and paper are chosen for cards only. */
    finishes: true,
  },
  labels: {
    noun: 'label sheet',
    plural: 'Labels',
    productTypeId: PRODUCT_TYPE_ID.label,
    quantities: SINGLE_QUANTITIES,
    defaultQuantity: 1,
    quantityInUrl: true,
    finishes: false,
  },
  calendars: {
    noun: 'calendar',
    plural: 'Calendars',
    productTypeId: PRODUCT_TYPE_ID.calendar,
    quantities: SINGLE_QUANTITIES,
    defaultQuantity: 1,
    quantityInUrl: false,
    finishes: false,
  },
} as const;

export type DesignLine = keyof typeof DESIGN_LINES;

/** 'Golden Moments card', but 'Simple Modern Calendar' (the name already says what it is). */
export function designTitle(name: string, noun: string): string {
  const word = noun.split(' ')[0] ?? noun;
  return new RegExp(`\\b${word}s?\\b`, 'i').test(name) ? name : `${name} ${noun}`;
}
