import type { z } from 'zod';
import type { product } from '../api/actions/catalog';
import { bookPriceParts } from '../catalog/bookPricing';
import type { OptionPriceList, PriceLine } from '../catalog/optionPrices';
import {
  BOOK_INCLUDED_PAGES,
  bookPapersFor,
  DEFAULT_BOOK_COVER_TYPE_ID,
  defaultBookPaperTypeId,
  isBookCover,
} from '../catalog/photoBookLine';
import { PRODUCT_TYPE_ID, productTypeById } from '../catalog/productTypes';
import { parseSizeParam } from '../catalog/sizes';
import { type ProductOptions, productOptionsSchema } from '../project/options';
import { priceLineOf } from './priceLines';
import { PricingError } from './pricingError';
import { quantityDiscountBasisPoints } from './quantityTiers';
import { applyBasisPoints, BASIS_POINTS_PER_WHOLE } from './rounding';

/*
 * The price of one project (a cart line, an order line, the editor's live price, a storefront
 * "from" price): the products call's size price, plus what each chosen option costs per item from
 * the catalogue's option price list, times the quantity, less the line's quantity tier discount.
 * Whole cents throughout; the tier discount is the one rounding (rounding.ts).
 */

/** What pricing reads of a product from the products call. */
export type CatalogueProduct = Pick<
  z.infer<typeof product>,
  'id' | 'productTypeId' | 'priceCents' | 'widthInches' | 'heightInches'
>;

export interface PricingCatalogue {
  products: readonly CatalogueProduct[];
  optionPrices: OptionPriceList;
}

/** Options that can add to a line's price, as keys of LinePrice.optionCents. */
export const PRICED_OPTIONS = [
  'cover',
  'paper',
  'foil',
  'trim',
  'envelope',
  'envelopeAddressing',
  'frameWrap',
  'posterStyle',
  'printSize',
] as const;
export type PricedOption = (typeof PRICED_OPTIONS)[number];

/**
 * A priced line. `unitCents × quantity = baseCents + Σ optionCents + extraPageCents` (the gross),
 * and `totalCents = gross − tierDiscountCents`. Amounts other than unitCents are for the line.
 */
export interface LinePrice {
  productId: number;
  productTypeId: number;
  quantity: number;
  /** One item with its options and pages, before the quantity tier discount. */
  unitCents: number;
  /** The products call's price of the size, times the quantity (photo prints: times the prints). */
  baseCents: number;
  /** What each chosen option adds to the line; options that cost nothing are left out. */
  optionCents: Partial<Record<PricedOption, number>>;
  /** Book pages beyond the included ones, for the line. */
  extraPageCents: number;
  tierDiscountCents: number;
  totalCents: number;
}

/** Per item: the base, the options and the extra pages, before quantity. */
interface ItemPrice {
  baseCents: number;
  optionCents: Partial<Record<PricedOption, number>>;
  extraPageCents: number;
}

function typeName(productTypeId: number): string {
  return productTypeById(productTypeId)?.name ?? `product type ${productTypeId}`;
}

function notOnSale(what: string): PricingError {
  return new PricingError('option_not_on_sale', `${what} is not on sale`);
}

/**
 * Whether a product's size is the design's size. Cards, their envelopes and wall art are designed
 * either way up in one product's size (a 5x7 card may be 7x5); a product sold without a size fits
 * any.
 */
function sizeFits(
  product: CatalogueProduct,
  options: Pick<ProductOptions, 'productTypeId' | 'sizeKey'>,
): boolean {
  const { widthInches: width, heightInches: height } = product;
  if (width === undefined || height === undefined) return true;
  const size = parseSizeParam(options.sizeKey);
  if (size?.width === width && size.height === height) return true;
  const line = priceLineOf(options.productTypeId);
  return (
    (line === 'card' || line === 'homeDecor' || line === 'envelope') &&
    size?.width === height &&
    size.height === width
  );
}

/** The product a project is made of: its productId when set, else its type in its size. */
export function findProduct(
  options: Pick<ProductOptions, 'productTypeId' | 'productId' | 'sizeKey'>,
  products: readonly CatalogueProduct[],
): CatalogueProduct {
  const ofType = products.filter((p) => p.productTypeId === options.productTypeId);
  if (options.productId !== undefined) {
    const chosen = ofType.find((p) => p.id === options.productId);
    if (!chosen) {
      throw new PricingError(
        'unknown_product',
        `Product ${options.productId} is not a ${typeName(options.productTypeId)} on sale`,
      );
    }
    // The surfaces, and so the print, are made from sizeKey: a product of another size would
    // price one thing and print another.
    if (!sizeFits(chosen, options)) {
      throw new PricingError(
        'invalid_options',
        `its product is the ${chosen.widthInches}x${chosen.heightInches} ${typeName(options.productTypeId)} but its design is ${options.sizeKey}; open it in the editor to fix it`,
      );
    }
    return chosen;
  }
  const sized = ofType.filter((p) => p.widthInches !== undefined && p.heightInches !== undefined);
  // A type sold without sizes (photo prints, envelopes, the sample kit) has one product.
  const size = parseSizeParam(options.sizeKey);
  // The exact size first, then the size turned (a 7x5 card is the 5x7 product laid landscape).
  const found = sized.length
    ? (sized.find((p) => p.widthInches === size?.width && p.heightInches === size?.height) ??
      sized.find((p) => sizeFits(p, options)))
    : ofType[0];
  if (!found) {
    throw new PricingError(
      'unknown_product',
      `No ${typeName(options.productTypeId)} in ${options.sizeKey} is on sale`,
    );
  }
  return found;
}

function priceFrom(table: Readonly<Record<string, number>>, key: string | number, what: string) {
  const cents = table[String(key)];
  if (cents === undefined) throw notOnSale(what);
  return cents;
}

function bookItem(
  options: ProductOptions,
  product: CatalogueProduct,
  prices: OptionPriceList,
): ItemPrice {
  if (product.widthInches === undefined || product.heightInches === undefined) {
    throw new PricingError('unknown_product', `Book product ${product.id} has no size`);
  }
  // The line's default cover, as the book's surfaces are drawn without one (photoBookLine).
  const coverTypeId = options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID;
  if (!isBookCover(coverTypeId)) throw notOnSale(`Book cover ${coverTypeId}`);
  const pageCount = options.pageCount ?? BOOK_INCLUDED_PAGES;
  const paperTypeId = options.paperTypeId ?? defaultBookPaperTypeId(coverTypeId);
  if (!(bookPapersFor(coverTypeId) as readonly number[]).includes(paperTypeId)) {
    throw new PricingError(
      'invalid_options',
      `Paper ${paperTypeId} is not sold under book cover ${coverTypeId}`,
    );
  }
  let parts: ReturnType<typeof bookPriceParts>;
  try {
    parts = bookPriceParts(
      {
        priceCents: product.priceCents,
        widthInches: product.widthInches,
        heightInches: product.heightInches,
      },
      coverTypeId,
      pageCount,
    );
  } catch (error) {
    throw new PricingError('invalid_options', (error as Error).message);
  }
  const paperPerPage = priceFrom(prices.bookPaperCentsPerPage, paperTypeId, `Paper ${paperTypeId}`);
  return {
    baseCents: parts.sizeCents,
    optionCents: { cover: parts.coverCents, paper: paperPerPage * pageCount },
    extraPageCents: parts.extraPageCents,
  };
}

/** An envelope's format and addressing, per envelope; nothing when no envelope was chosen. */
function envelopeOptionCents(options: ProductOptions, prices: OptionPriceList) {
  if (!options.envelope) return {};
  return {
    envelope: prices.envelopeFormatCents[options.envelope.format],
    envelopeAddressing: options.envelope.recipients.length ? prices.envelopeAddressingCents : 0,
  };
}

function cardItem(options: ProductOptions, product: CatalogueProduct, prices: OptionPriceList) {
  return {
    baseCents: product.priceCents,
    optionCents: {
      foil: priceFrom(prices.foilCents, options.foilTypeId ?? 1, `Foil ${options.foilTypeId}`),
      trim: priceFrom(prices.trimCents, options.trimTypeId ?? 1, `Trim ${options.trimTypeId}`),
      ...envelopeOptionCents(options, prices),
    },
    extraPageCents: 0,
  };
}

function homeDecorItem(
  options: ProductOptions,
  product: CatalogueProduct,
  prices: OptionPriceList,
): ItemPrice {
  const { frameWrapId, posterStyleId } = options;
  if (frameWrapId !== undefined && options.productTypeId !== PRODUCT_TYPE_ID.canvas) {
    throw new PricingError('invalid_options', 'A frame wrap is for canvas prints only');
  }
  if (posterStyleId !== undefined && options.productTypeId !== PRODUCT_TYPE_ID.poster) {
    throw new PricingError('invalid_options', 'A poster style is for poster prints only');
  }
  return {
    baseCents: product.priceCents,
    optionCents: {
      frameWrap:
        frameWrapId === undefined
          ? 0
          : priceFrom(prices.frameWrapCents, frameWrapId, `Frame wrap ${frameWrapId}`),
      posterStyle:
        posterStyleId === undefined
          ? 0
          : priceFrom(prices.posterStyleCents, posterStyleId, `Poster style ${posterStyleId}`),
    },
    extraPageCents: 0,
  };
}

/** One set of photo prints: each print's size price times its count, or one print of sizeKey. */
function photoPrintItem(
  options: ProductOptions,
  product: CatalogueProduct,
  prices: OptionPriceList,
): ItemPrice {
  const prints = options.prints?.length
    ? options.prints
    : [{ sizeKey: options.sizeKey, quantity: 1 }];
  let count = 0;
  let sizeCents = 0;
  for (const print of prints) {
    const perPrint = priceFrom(
      prices.photoPrintSizeCents,
      print.sizeKey,
      `A ${print.sizeKey} photo print`,
    );
    count += print.quantity;
    sizeCents += perPrint * print.quantity;
  }
  return {
    baseCents: product.priceCents * count,
    optionCents: { printSize: sizeCents },
    extraPageCents: 0,
  };
}

function itemPrice(
  line: PriceLine,
  options: ProductOptions,
  product: CatalogueProduct,
  prices: OptionPriceList,
): ItemPrice {
  switch (line) {
    case 'book':
      return bookItem(options, product, prices);
    case 'card':
      return cardItem(options, product, prices);
    case 'envelope':
      return {
        baseCents: product.priceCents,
        optionCents: envelopeOptionCents(options, prices),
        extraPageCents: 0,
      };
    case 'homeDecor':
      return homeDecorItem(options, product, prices);
    case 'photoPrint':
      return photoPrintItem(options, product, prices);
    default:
      // Calendars, labels, the sample kit and the reel: the size's price is the item's price.
      return { baseCents: product.priceCents, optionCents: {}, extraPageCents: 0 };
  }
}

/**
 * The price of a project's product options against the catalogue. Options a line does not sell
 * (a foil on a book) are ignored, as the project document leaves them; options it sells but the
 * catalogue does not list, and options that contradict each other, throw a PricingError.
 */
export function priceProject(options: ProductOptions, catalogue: PricingCatalogue): LinePrice {
  const parsed = productOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PricingError(
      'invalid_options',
      `Product options are not valid: ${issue?.path.join('.') || 'options'} ${issue?.message ?? ''}`.trim(),
    );
  }
  const product = findProduct(options, catalogue.products);
  const line = priceLineOf(options.productTypeId);
  const item = itemPrice(line, options, product, catalogue.optionPrices);
  const { quantity } = options;
  const optionCents: Partial<Record<PricedOption, number>> = {};
  let unitCents = item.baseCents + item.extraPageCents;
  for (const key of PRICED_OPTIONS) {
    const cents = item.optionCents[key];
    if (!cents) continue;
    optionCents[key] = cents * quantity;
    unitCents += cents;
  }
  const gross = unitCents * quantity;
  const tierBasisPoints = quantityDiscountBasisPoints(
    catalogue.optionPrices.quantityTiers[line],
    quantity,
  );
  const totalCents = applyBasisPoints(gross, BASIS_POINTS_PER_WHOLE - tierBasisPoints);
  return {
    productId: product.id,
    productTypeId: options.productTypeId,
    quantity,
    unitCents,
    baseCents: item.baseCents * quantity,
    optionCents,
    extraPageCents: item.extraPageCents * quantity,
    tierDiscountCents: gross - totalCents,
    totalCents,
  };
}
