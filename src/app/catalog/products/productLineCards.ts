import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import type { ProductArtKind } from '../../ui/art/ProductArt';

export interface ProductLineCard {
  id: string;
  name: string;
  blurb: string;
  productTypeIds: readonly number[];
  /** The line's storefront; absent for products sold only alongside others. */
  to?: string;
  linkText?: string;
  art?: ProductArtKind;
}

/** Every product line of spec §1 with the product types (spec §3) it sells, in menu order. */
export const productLineCards: readonly ProductLineCard[] = [
  {
    id: 'photo-books',
    name: 'Photo books',
    blurb: 'Softcover, hardcover and linen books in square, landscape and portrait sizes.',
    productTypeIds: [PRODUCT_TYPE_ID.book],
    to: build('photoBooks'),
    linkText: 'Shop photo books',
    art: 'photoBooks',
  },
  {
    id: 'cards',
    name: 'Cards and invitations',
    blurb: 'Flat, folded, foil and magnet cards for holidays, weddings and every occasion.',
    productTypeIds: [
      PRODUCT_TYPE_ID.flat_card,
      PRODUCT_TYPE_ID.vertical_folded_card,
      PRODUCT_TYPE_ID.horizontal_folded_card,
      PRODUCT_TYPE_ID.card,
      PRODUCT_TYPE_ID.magnet,
      PRODUCT_TYPE_ID.foil,
    ],
    to: build('cards.all'),
    linkText: 'Shop cards',
    art: 'cards',
  },
  {
    id: 'calendars',
    name: 'Calendars',
    blurb: 'Wall and desk calendars starting any month you like.',
    productTypeIds: [PRODUCT_TYPE_ID.calendar],
    to: build('photoCalendars'),
    linkText: 'Shop calendars',
    art: 'calendars',
  },
  {
    id: 'labels',
    name: 'Labels and stickers',
    blurb: 'Address, gift and jar labels by the sheet.',
    productTypeIds: [PRODUCT_TYPE_ID.label],
    to: build('labels'),
    linkText: 'Shop labels',
    art: 'labels',
  },
  {
    id: 'canvas',
    name: 'Canvas prints',
    blurb: 'Gallery-wrapped canvas on solid wood, ready to hang.',
    productTypeIds: [PRODUCT_TYPE_ID.canvas],
    to: build('homeDecor.canvasPrints'),
    linkText: 'Shop canvas prints',
    art: 'canvas',
  },
  {
    id: 'metal',
    name: 'Metal prints',
    blurb: 'Vivid colour on aluminium with a float mount.',
    productTypeIds: [PRODUCT_TYPE_ID.metal],
    to: build('homeDecor.metalPrints'),
    linkText: 'Shop metal prints',
    art: 'metal',
  },
  {
    id: 'acrylic',
    name: 'Acrylic prints',
    blurb: 'Your photo behind polished, crystal-clear acrylic.',
    productTypeIds: [PRODUCT_TYPE_ID.acrylic],
    to: build('homeDecor.acrylicPrints'),
    linkText: 'Shop acrylic prints',
    art: 'acrylic',
  },
  {
    id: 'poster',
    name: 'Poster prints',
    blurb: 'Large-format posters on heavyweight satin paper.',
    productTypeIds: [PRODUCT_TYPE_ID.poster],
    to: build('homeDecor.posterPrints'),
    linkText: 'Shop poster prints',
    art: 'poster',
  },
  {
    id: 'photo-prints',
    name: 'Photo prints',
    blurb: 'Classic prints straight from your photo library.',
    productTypeIds: [PRODUCT_TYPE_ID.photo_print],
    to: build('photoPrints'),
    linkText: 'Shop photo prints',
    art: 'prints',
  },
  {
    id: 'wedding-sample-kit',
    name: 'Wedding sample kit',
    blurb: 'Feel the papers and foils before you order your invitations.',
    productTypeIds: [PRODUCT_TYPE_ID.wedding_sample_kit],
    to: build('weddingCollection'),
    linkText: 'See the wedding collection',
  },
  {
    id: 'envelopes',
    name: 'Envelopes',
    blurb: 'Printed and addressed envelopes, added to a card order.',
    productTypeIds: [PRODUCT_TYPE_ID.envelope],
  },
  {
    id: 'memory-reel',
    name: 'Memory reel',
    blurb: 'A short film of your photos set to music, made in the editor.',
    productTypeIds: [PRODUCT_TYPE_ID.memory_reel],
    to: build('memories'),
    linkText: 'Make a memory reel',
  },
];
