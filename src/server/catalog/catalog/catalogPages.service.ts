import type { z } from 'zod';
import type { catalogSection } from '../../../shared/api/actions/catalogContent';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { BOOK_COVERS, coverSurchargeCents } from '../../../shared/catalog/bookPricing';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { sizeLabel } from '../../../shared/catalog/sizes';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { fromPriceCents, productFromCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import type { Db } from '../../db/database';
import { themeArtworkUrl } from './artworkVersion';
import {
  listProducts,
  listProductTypes,
  listTagGroups,
  type TagGroupRow,
  type ThemeRow,
} from './catalog.repo';
import { bookCollectionOf, tagGroupHref } from './catalogLinks';
import {
  bestSellerByTagGroup,
  type DesignOrder,
  designCountsByProductType,
  designCountsByTagGroup,
  leadingThemes,
} from './catalogPages.repo';
import { featuredDesigns, type GroupUris } from './featuredDesigns';

type Page = ActionOutput<'pages/card_index'>;
type Section = z.input<typeof catalogSection>;
type Tile = Extract<Section, { type: 'tiles' }>['tiles'][number];
type ProductTile = Extract<Section, { type: 'product-tiles' }>['products'][number];

/** Designs a carousel shows. */
const CAROUSEL_SIZE = 8;

/** The card category (tag_groups.category) each themed page is about. */
const HOLIDAY_CATEGORY = 'Holiday';
const WEDDING_CATEGORY = 'Wedding';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the pages of one product line know of its tag groups: counts and best sellers. */
async function lineGroups(db: Db, productTypeId: number) {
  const [groups, counts, bestSellers] = await Promise.all([
    listTagGroups(db, productTypeId),
    designCountsByTagGroup(db, productTypeId),
    bestSellerByTagGroup(db, productTypeId),
  ]);
  return { groups, counts, bestSellers };
}
type LineGroups = Awaited<ReturnType<typeof lineGroups>>;

/** A tile per tag group that has a storefront page: name, count and its best seller's artwork. */
function groupTiles(line: LineGroups, groups: readonly TagGroupRow[]): Tile[] {
  return groups.flatMap((group) => {
    const href = tagGroupHref(group);
    if (!href) return [];
    const best = line.bestSellers.get(group.id);
    const designCount = line.counts.get(group.id) ?? 0;
    return [
      {
        title: group.name,
        subtitle: plural(designCount, 'design'),
        href,
        imageUrl: best ? themeArtworkUrl(best) : undefined,
        designCount,
      },
    ];
  });
}

async function carousel(
  db: Db,
  title: string,
  href: string,
  filter: Parameters<typeof leadingThemes>[1],
  order: DesignOrder,
  groupUris: GroupUris,
): Promise<Section> {
  const rows = await leadingThemes(db, filter, order, CAROUSEL_SIZE);
  return {
    type: 'template-carousel',
    title,
    href,
    designs: await featuredDesigns(db, rows, groupUris),
  };
}

/** Card variants (types descending from the card type) with their cheapest size. */
async function cardFormatTiles(db: Db): Promise<ProductTile[]> {
  const [types, products] = await Promise.all([listProductTypes(db), listProducts(db, {})]);
  // Priced as the cart prices one card, so the tile's price is what a shopper pays.
  const catalogue = pricingCatalogue(products);
  return types
    .filter((type) => type.baseTypeId === PRODUCT_TYPE_ID.card)
    .flatMap((type) => {
      const cheapest = catalogue.products
        .filter((product) => product.productTypeId === type.id)
        .flatMap((product) => {
          const cents = productFromCents(product, catalogue);
          return cents === undefined ? [] : [{ id: product.id, cents }];
        })
        .sort((a, b) => a.cents - b.cents || a.id - b.id)[0];
      return cheapest
        ? [
            {
              productId: cheapest.id,
              name: type.name,
              priceCents: cheapest.cents,
              // Designs that have a template of this kind: the storefront's fptid filter.
              href: build('cards.all', { fptid: [type.id] }),
            },
          ]
        : [];
    });
}

const cheapestOf = (tiles: readonly { priceCents: number }[]) =>
  tiles.length ? Math.min(...tiles.map((tile) => tile.priceCents)) : undefined;

const heroImage = (rows: readonly ThemeRow[]) => (rows[0] ? themeArtworkUrl(rows[0]) : undefined);

/** The card index: every occasion by category, best sellers, new arrivals and the formats. */
export async function cardIndexPage(db: Db): Promise<Page> {
  const [line, counts, formats, [best]] = await Promise.all([
    lineGroups(db, PRODUCT_TYPE_ID.card),
    designCountsByProductType(db),
    cardFormatTiles(db),
    leadingThemes(db, { productTypeIds: [PRODUCT_TYPE_ID.card] }, 'best_sellers', 1),
  ]);
  const uris: GroupUris = new Map(line.groups.map((group) => [group.id, group.uri]));
  const categories = new Map<string, TagGroupRow[]>();
  for (const group of line.groups) {
    const name = group.category ?? 'Other';
    categories.set(name, [...(categories.get(name) ?? []), group]);
  }
  const total = counts.get(PRODUCT_TYPE_ID.card) ?? 0;
  const from = cheapestOf(formats);
  const cards = { productTypeIds: [PRODUCT_TYPE_ID.card] };
  return {
    title: 'Cards & Invitations',
    description: `${plural(total, 'card design')} for ${plural(line.groups.length, 'occasion')}.`,
    sections: [
      {
        type: 'hero',
        title: 'Cards & Invitations',
        subtitle: `${plural(total, 'design')} across ${plural(line.groups.length, 'occasion')}${from === undefined ? '' : `, from ${formatCents(from)} a card`}.`,
        imageUrl: heroImage(best ? [best] : []),
        cta: { label: 'Browse all cards', href: build('cards.all') },
      },
      {
        type: 'grouped-items',
        title: 'Shop by occasion',
        groups: [...categories].map(([title, groups]) => ({
          title,
          tiles: groupTiles(line, groups),
        })),
      },
      await carousel(
        db,
        'Best sellers',
        build('cards.all', { order: 'separate_units_sold_desc' }),
        cards,
        'best_sellers',
        uris,
      ),
      await carousel(db, 'New arrivals', build('cards.all'), cards, 'new', uris),
      { type: 'product-tiles', title: 'Card formats', products: formats },
    ],
  };
}

/** The holiday card landing page: the holiday occasions and their best and newest designs. */
export async function cardLandingPage(db: Db): Promise<Page> {
  const [line, formats] = await Promise.all([
    lineGroups(db, PRODUCT_TYPE_ID.card),
    cardFormatTiles(db),
  ]);
  const uris: GroupUris = new Map(line.groups.map((group) => [group.id, group.uri]));
  const holiday = line.groups.filter((group) => group.category === HOLIDAY_CATEGORY);
  const filter = { tagGroupIds: holiday.map((group) => group.id) };
  const best = await leadingThemes(db, filter, 'best_sellers', CAROUSEL_SIZE);
  const total = holiday.reduce((sum, group) => sum + (line.counts.get(group.id) ?? 0), 0);
  const landing = build('cards.christmasHolidayPhoto');
  return {
    title: 'Holiday Photo Cards',
    description: `${plural(total, 'holiday card design')}: ${holiday.map((g) => g.name).join(', ')}.`,
    sections: [
      {
        type: 'hero',
        title: 'Holiday Photo Cards',
        subtitle: `${plural(total, 'design')} for ${holiday.map((g) => g.name.toLowerCase()).join(', ')}.`,
        imageUrl: heroImage(best),
        cta: { label: 'Create your holiday card', href: landing },
      },
      { type: 'tiles', title: 'Holiday cards', tiles: groupTiles(line, holiday) },
      {
        type: 'template-carousel',
        title: 'Best-selling holiday cards',
        href: build('cards.christmasHolidayPhoto', { order: 'separate_units_sold_desc' }),
        designs: await featuredDesigns(db, best, uris),
      },
      await carousel(db, 'New this season', landing, filter, 'new', uris),
      { type: 'product-tiles', title: 'Card formats', products: formats },
    ],
  };
}

/** The photo-book landing page: sizes and shapes, covers, collections and best sellers. */
export async function bookLandingPage(db: Db): Promise<Page> {
  const [line, counts, products] = await Promise.all([
    lineGroups(db, PRODUCT_TYPE_ID.book),
    designCountsByProductType(db),
    listProducts(db, { productTypeId: PRODUCT_TYPE_ID.book }),
  ]);
  const uris: GroupUris = new Map(line.groups.map((group) => [group.id, group.uri]));
  const sizes = products
    .flatMap((product) =>
      product.widthInches && product.heightInches
        ? [{ ...product, width: product.widthInches, height: product.heightInches }]
        : [],
    )
    .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  const smallest = sizes[0];
  const fromCents = fromPriceCents([PRODUCT_TYPE_ID.book], pricingCatalogue(products));
  const total = counts.get(PRODUCT_TYPE_ID.book) ?? 0;
  const collections = line.groups.filter((group) => bookCollectionOf(group) !== undefined);
  const pricing = build('photoBookPricing');
  const best = await leadingThemes(
    db,
    { productTypeIds: [PRODUCT_TYPE_ID.book] },
    'best_sellers',
    CAROUSEL_SIZE,
  );
  return {
    title: 'Photo Books',
    description: `${plural(total, 'photo book design')} in ${plural(sizes.length, 'size')}.`,
    sections: [
      {
        type: 'hero',
        title: 'Photo Books',
        subtitle: `${plural(total, 'design')} in ${plural(sizes.length, 'size')}${fromCents === undefined ? '' : `, from ${formatCents(fromCents)}`}.`,
        imageUrl: heroImage(best),
        cta: { label: 'Browse photo books', href: build('allPhotoBooks') },
      },
      {
        type: 'product-tiles',
        title: 'Sizes and shapes',
        products: sizes.map((size) => ({
          productId: size.id,
          name: size.name,
          priceCents: size.priceCents,
          sizeLabel: sizeLabel(size),
          href: pricing,
        })),
      },
      {
        type: 'tiles',
        title: 'Covers',
        tiles: smallest
          ? BOOK_COVERS.map((cover) => ({
              title: cover.name,
              href: pricing,
              startingPriceCents:
                smallest.priceCents +
                coverSurchargeCents(
                  { widthInches: smallest.width, heightInches: smallest.height },
                  cover.coverTypeId,
                ),
            }))
          : [],
      },
      { type: 'tiles', title: 'Collections', tiles: groupTiles(line, collections) },
      {
        type: 'template-carousel',
        title: 'Best-selling photo books',
        href: build('allPhotoBooks'),
        designs: await featuredDesigns(db, best, uris),
      },
    ],
  };
}

/** The wedding collection: every wedding card occasion and the wedding photo books, together. */
export async function weddingCollectionPage(db: Db): Promise<Page> {
  const [cards, books, products] = await Promise.all([
    lineGroups(db, PRODUCT_TYPE_ID.card),
    lineGroups(db, PRODUCT_TYPE_ID.book),
    listProducts(db, { productTypeId: PRODUCT_TYPE_ID.wedding_sample_kit }),
  ]);
  const uris: GroupUris = new Map(
    [...cards.groups, ...books.groups].map((group) => [group.id, group.uri]),
  );
  const cardGroups = cards.groups.filter((group) => group.category === WEDDING_CATEGORY);
  const bookGroups = books.groups.filter((group) => bookCollectionOf(group)?.startsWith('wedding'));
  const groupIds = [...cardGroups, ...bookGroups].map((group) => group.id);
  const best = await leadingThemes(db, { tagGroupIds: groupIds }, 'best_sellers', CAROUSEL_SIZE);
  const total =
    cardGroups.reduce((sum, group) => sum + (cards.counts.get(group.id) ?? 0), 0) +
    bookGroups.reduce((sum, group) => sum + (books.counts.get(group.id) ?? 0), 0);
  const tiles = [...groupTiles(cards, cardGroups), ...groupTiles(books, bookGroups)];
  return {
    title: 'The wedding collection',
    description: `${plural(total, 'wedding design')}: ${tiles.map((tile) => tile.title.toLowerCase()).join(', ')}.`,
    sections: [
      {
        type: 'hero',
        title: 'The wedding collection',
        subtitle: `${plural(total, 'design')} that match, from the first announcement to the album.`,
        imageUrl: heroImage(best),
        ...(tiles[0]
          ? { cta: { label: `Shop ${tiles[0].title.toLowerCase()}`, href: tiles[0].href } }
          : {}),
      },
      { type: 'tiles', title: 'Every part of the day', tiles },
      {
        type: 'template-carousel',
        title: 'Best-selling wedding designs',
        designs: await featuredDesigns(db, best, uris),
      },
      {
        type: 'product-tiles',
        title: 'Wedding sample kit',
        products: products.map((product) => ({
          productId: product.id,
          name: product.name,
          priceCents: product.priceCents,
        })),
      },
    ],
  };
}
