import { PRODUCT_TYPE_ID, productLineUri } from '../../catalog/productTypes';
import { CALENDAR_SIZE_PARAMS, parseSizeParam } from '../../catalog/sizes';
import { wallArtDefaults } from '../../catalog/wallArt';
import type { ProductOptions } from '../options';
import { CARD_SIZES } from '../products/cards';
import { DECOR_SIZES } from '../products/homeDecor';
import { LABEL_SIZES } from '../products/labels';
import { BOOK_SIZES, DEFAULT_BOOK_COVER_TYPE_ID } from '../products/photoBook';
import { PRINT_SIZES } from '../products/photoPrints';
import type { TemplateSource } from './templateSource';

/** A template document's calendar starts here; a project picks its own starting month. */
export const TEMPLATE_START_MONTH = '2027-01';

export type TemplateLine =
  | 'book'
  | 'card'
  | 'calendar'
  | 'label'
  | 'decor'
  | 'print'
  | 'envelope'
  | 'reel';

export function templateLine(productTypeId: number): TemplateLine {
  if (productTypeId === PRODUCT_TYPE_ID.envelope) return 'envelope';
  if (productTypeId === PRODUCT_TYPE_ID.memory_reel) return 'reel';
  switch (productLineUri(productTypeId)) {
    case 'photo-books':
      return 'book';
    case 'photo-calendars':
      return 'calendar';
    case 'labels':
      return 'label';
    case 'home-decors':
      return 'decor';
    case 'photo-prints':
      return 'print';
    default:
      return 'card';
  }
}

const SIZES: Record<TemplateLine, readonly string[]> = {
  book: Object.values(BOOK_SIZES).flat(),
  card: CARD_SIZES,
  calendar: CALENDAR_SIZE_PARAMS,
  label: LABEL_SIZES,
  decor: DECOR_SIZES,
  print: PRINT_SIZES,
  envelope: CARD_SIZES,
  reel: ['16x9'],
};

/** The template's first offered size, turned to its orientation (cards and wall art come both ways). */
function sizeKeyOf(source: TemplateSource, line: TemplateLine): string {
  const offered = source.sizes.find((size) => parseSizeParam(size)) ?? SIZES[line][0] ?? '5x7';
  const size = parseSizeParam(offered);
  if (!size || (line !== 'card' && line !== 'decor')) return offered;
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (source.orientation === 'landscape' && long !== short) return `${long}x${short}`;
  return `${short}x${long}`;
}

const asId = <T extends number>(
  value: number | null | undefined,
  allowed: readonly T[],
): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);

/** The product options a template document is made with. */
export function templateOptions(source: TemplateSource): ProductOptions {
  const line = templateLine(source.productTypeId);
  const base = {
    productTypeId: source.productTypeId as ProductOptions['productTypeId'],
    sizeKey: sizeKeyOf(source, line),
    quantity: 1,
    themeId: source.themeId,
    templateId: source.templateId,
  };
  switch (line) {
    case 'book':
      return { ...base, coverTypeId: DEFAULT_BOOK_COVER_TYPE_ID, paperTypeId: 1, pageCount: 20 };
    case 'calendar':
      return { ...base, startingMonthYear: TEMPLATE_START_MONTH };
    case 'card':
      return {
        ...base,
        formatTypeId: asId(source.formatTypeId, [1, 2, 3, 4] as const),
        trimTypeId: asId(source.trimTypeId, [1, 2, 3, 4, 5, 6] as const),
        foilTypeId: asId(source.foilTypeId, [1, 2, 3, 4, 5] as const),
      };
    case 'envelope':
      return {
        ...base,
        envelope: {
          format: 'Standard',
          fontFamily: 'Helvetica Neue',
          colorName: 'Black',
          recipients: [],
        },
      };
    case 'decor':
      return { ...base, ...wallArtDefaults(source.productTypeId) };
    default:
      return base;
  }
}
