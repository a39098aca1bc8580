import { build } from '../../../shared/routes/build';
import type { ProductArtKind } from '../../ui/art/ProductArt';

export interface NavLink {
  label: string;
  to: string;
}

export interface ProductLine {
  id: string;
  label: string;
  /** The storefront of the whole line; absent when the line is only a group (Wall Art). */
  to?: string;
  links: NavLink[];
}

/** The product lines of spec §1 as the header, footer and home page show them. */
export const productLines: ProductLine[] = [
  {
    id: 'photo-books',
    label: 'Photo Books',
    to: build('photoBooks'),
    links: [
      { label: 'All photo books', to: build('allPhotoBooks') },
      { label: 'Photo book pricing', to: build('photoBookPricing') },
    ],
  },
  {
    id: 'cards',
    label: 'Cards',
    to: build('cards.all'),
    links: [
      { label: 'All cards', to: build('cards.all') },
      { label: 'Holiday cards', to: build('cards.category', { tagGroupUri: 'holiday-cards' }) },
      { label: 'Birthday cards', to: build('cards.category', { tagGroupUri: 'birthday-cards' }) },
      {
        label: 'Wedding invitations',
        to: build('cards.category', { tagGroupUri: 'wedding-invitations' }),
      },
      { label: 'Thank you cards', to: build('cards.category', { tagGroupUri: 'thank-you-cards' }) },
    ],
  },
  { id: 'calendars', label: 'Calendars', to: build('photoCalendars'), links: [] },
  { id: 'labels', label: 'Labels', to: build('labels'), links: [] },
  {
    id: 'wall-art',
    label: 'Wall Art',
    links: [
      { label: 'Canvas prints', to: build('homeDecor.canvasPrints') },
      { label: 'Metal prints', to: build('homeDecor.metalPrints') },
      { label: 'Acrylic prints', to: build('homeDecor.acrylicPrints') },
      { label: 'Poster prints', to: build('homeDecor.posterPrints') },
    ],
  },
  { id: 'prints', label: 'Prints', to: build('photoPrints'), links: [] },
];

export interface ProductTile {
  art: ProductArtKind;
  title: string;
  blurb: string;
  to: string;
}

/** The home page tiles: one per storefront, each with its illustration. */
export const productTiles: ProductTile[] = [
  {
    art: 'photoBooks',
    title: 'Photo Books',
    blurb: 'Lay-flat pages, linen and hardcovers, from 20 to 150 pages.',
    to: build('photoBooks'),
  },
  {
    art: 'cards',
    title: 'Cards & Invitations',
    blurb: 'Holiday cards, birthdays, weddings — with envelopes included.',
    to: build('cards.all'),
  },
  {
    art: 'calendars',
    title: 'Calendars',
    blurb: 'Wall and desk calendars in 12×12, 11×8.5 and 14×11.',
    to: build('photoCalendars'),
  },
  {
    art: 'labels',
    title: 'Labels',
    blurb: 'Address, gift and jar labels on matte or gloss stock.',
    to: build('labels'),
  },
  {
    art: 'canvas',
    title: 'Canvas Prints',
    blurb: 'Gallery-wrapped canvas, stretched by hand, ready to hang.',
    to: build('homeDecor.canvasPrints'),
  },
  {
    art: 'metal',
    title: 'Metal Prints',
    blurb: 'Vivid colour fused into aluminium with a float mount.',
    to: build('homeDecor.metalPrints'),
  },
  {
    art: 'acrylic',
    title: 'Acrylic Prints',
    blurb: 'Crystal-clear depth behind a polished acrylic face.',
    to: build('homeDecor.acrylicPrints'),
  },
  {
    art: 'poster',
    title: 'Poster Prints',
    blurb: 'Large-format posters on heavyweight satin paper.',
    to: build('homeDecor.posterPrints'),
  },
  {
    art: 'prints',
    title: 'Photo Prints',
    blurb: 'Classic prints from wallet size to 12×18, matte or glossy.',
    to: build('photoPrints'),
  },
];
