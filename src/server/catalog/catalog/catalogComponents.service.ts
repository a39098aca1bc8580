import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  BOOK_COVERS,
  BOOK_INCLUDED_PAGES,
  BOOK_MAX_PAGES,
  coverSurchargeCents,
} from '../../../shared/catalog/bookPricing';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { orientation, sizeLabel, sizeParam } from '../../../shared/catalog/sizes';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { fromPriceCents, productFromCents } from '../../../shared/pricing/fromPrices';
import { build } from '../../../shared/routes/build';
import type { Db } from '../../db/database';
import { listProducts, listProductTypes, listTagGroups } from './catalog.repo';
import { optionLists } from './catalog.service';
import { HOME_DECOR_STOREFRONTS, LINE_STOREFRONTS, tagGroupHref } from './catalogLinks';
import {
  bestSellerByTagGroup,
  designCountsByCategory,
  designCountsByProductType,
  designCountsByTagGroup,
} from './catalogPages.repo';
import { featuredDesigns } from './featuredDesigns';

type Header = ActionOutput<'components/header'>;
type HeaderLine = Header['lines'][number];
type NavLink = HeaderLine['groups'][number]['links'][number];

const minimum = (values: number[]) => (values.length ? Math.min(...values) : undefined);

/**
 * The header menu: each product line with its design count, starting price and categories (the
 * tag groups of its types, cards grouped by category name as tag_groups/cards groups them).
 */
export async function headerMenu(db: Db): Promise<Header> {
  const [types, products, groups, typeCounts] = await Promise.all([
    listProductTypes(db),
    listProducts(db, {}),
    listTagGroups(db),
    designCountsByProductType(db),
  ]);
  const catalogue = pricingCatalogue(products);
  const groupCounts = new Map<number, number>();
  for (const typeId of new Set(groups.map((group) => group.productTypeId))) {
    for (const [id, count] of await designCountsByTagGroup(db, typeId)) groupCounts.set(id, count);
  }
  const groupLink = (group: (typeof groups)[number]): NavLink[] => {
    const href = tagGroupHref(group);
    return href
      ? [{ label: group.name, href, tagGroupId: group.id, designCount: groupCounts.get(group.id) }]
      : [];
  };

  return {
    lines: LINE_STOREFRONTS.map((line) => {
      const lineTypes = types.filter((type) => type.uri === line.id);
      const typeIds = lineTypes.map((type) => type.id);
      const lineGroups = groups.filter((group) => typeIds.includes(group.productTypeId));
      const designCount = typeIds.reduce((sum, id) => sum + (typeCounts.get(id) ?? 0), 0);
      const menus: HeaderLine['groups'] = [];
      if (line.id === 'photo-books') {
        menus.push({
          title: line.label,
          links: [
            { label: 'All photo books', href: build('allPhotoBooks'), designCount },
            { label: 'Photo book pricing', href: build('photoBookPricing') },
          ],
        });
        const collections = lineGroups.flatMap(groupLink);
        if (collections.length) menus.push({ title: 'Collections', links: collections });
      } else if (line.id === 'cards') {
        menus.push({
          title: line.label,
          links: [{ label: 'All cards', href: build('cards.all'), designCount }],
        });
        const categories = new Map<string, NavLink[]>();
        for (const group of lineGroups) {
          const name = group.category ?? 'Other';
          categories.set(name, [...(categories.get(name) ?? []), ...groupLink(group)]);
        }
        for (const [title, links] of categories) menus.push({ title, links });
      } else if (line.id === 'home-decors') {
        const kinds = lineTypes.flatMap((type) => {
          const href = HOME_DECOR_STOREFRONTS[type.key];
          return href
            ? [{ label: `${type.name}s`, href, designCount: typeCounts.get(type.id) ?? 0 }]
            : [];
        });
        menus.push({ title: line.label, links: kinds });
      } else {
        const links = lineGroups.flatMap(groupLink);
        if (links.length) menus.push({ title: line.label, links });
      }
      return {
        id: line.id,
        label: line.label,
        href: line.href,
        productTypeIds: typeIds,
        designCount,
        // Priced as the cart prices one item, so the menu's price is what a shopper pays.
        startingPriceCents: fromPriceCents(typeIds, catalogue),
        groups: menus,
      };
    }),
  };
}

/** Book shapes with their sizes and prices, the covers on sale and where to go next. */
export async function booksPicker(
  db: Db,
): Promise<ActionOutput<'components/books_product_picker'>> {
  const products = await listProducts(db, { productTypeId: PRODUCT_TYPE_ID.book });
  const catalogue = pricingCatalogue(products);
  const sizes = products.flatMap((product) =>
    product.widthInches && product.heightInches
      ? [{ ...product, widthInches: product.widthInches, heightInches: product.heightInches }]
      : [],
  );
  const shapeOf = (size: (typeof sizes)[number]) =>
    orientation({ width: size.widthInches, height: size.heightInches });
  const smallest = [...sizes].sort((a, b) => a.priceCents - b.priceCents)[0];
  return {
    bookTypes: optionLists['product/book_types'].items.map((type) => {
      const ofShape = sizes
        .filter((size) => shapeOf(size) === type.param)
        .sort((a, b) => a.priceCents - b.priceCents);
      return {
        id: type.id,
        param: type.param ?? '',
        name: type.name,
        startingPriceCents: minimum(
          ofShape.flatMap((size) => productFromCents(size, catalogue) ?? []),
        ),
        sizes: ofShape.map((size) => ({
          productId: size.id,
          name: size.name,
          param: sizeParam({ width: size.widthInches, height: size.heightInches }),
          widthInches: size.widthInches,
          heightInches: size.heightInches,
          sizeLabel: sizeLabel({ width: size.widthInches, height: size.heightInches }),
          priceCents: size.priceCents,
        })),
      };
    }),
    covers: smallest
      ? BOOK_COVERS.map((cover) => ({
          coverTypeId: cover.coverTypeId,
          name: cover.name,
          startingPriceCents:
            smallest.priceCents + coverSurchargeCents(smallest, cover.coverTypeId),
        }))
      : [],
    pages: { included: BOOK_INCLUDED_PAGES, max: BOOK_MAX_PAGES },
    links: { designs: build('allPhotoBooks'), pricing: build('photoBookPricing') },
  };
}

/**
 * Card categories (tag groups grouped by category name, as tag_groups/cards groups them), each
 * with its design count, its groups' counts and its best-selling design as the sample.
 */
export async function cardsPicker(
  db: Db,
): Promise<ActionOutput<'components/cards_product_picker'>> {
  const typeId = PRODUCT_TYPE_ID.card;
  const [groups, groupCounts, categoryCounts, bestSellers, typeCounts] = await Promise.all([
    listTagGroups(db, typeId),
    designCountsByTagGroup(db, typeId),
    designCountsByCategory(db, typeId),
    bestSellerByTagGroup(db, typeId),
    designCountsByProductType(db),
  ]);
  const groupUris = new Map(groups.map((group) => [group.id, group.uri]));
  const categories = new Map<string, typeof groups>();
  for (const group of groups) {
    const name = group.category ?? 'Other';
    categories.set(name, [...(categories.get(name) ?? []), group]);
  }
  const samples = [...categories.values()].map((members) => {
    const candidates = members.flatMap((group) => bestSellers.get(group.id) ?? []);
    return candidates.sort((a, b) => b.unitsSold - a.unitsSold || a.id - b.id)[0];
  });
  const sampleDesigns = await featuredDesigns(
    db,
    samples.filter((sample) => sample !== undefined),
    groupUris,
  );
  const sampleOf = (themeId: number | undefined) =>
    sampleDesigns.find((design) => design.themeId === themeId);
  return {
    designCount: typeCounts.get(typeId) ?? 0,
    href: build('cards.all'),
    categories: [...categories].map(([name, members], index) => ({
      name,
      designCount: categoryCounts.get(name === 'Other' ? '' : name) ?? 0,
      sample: sampleOf(samples[index]?.id),
      tagGroups: members.map((group) => ({
        label: group.name,
        href: tagGroupHref(group) ?? build('cards.all'),
        tagGroupId: group.id,
        designCount: groupCounts.get(group.id) ?? 0,
      })),
    })),
  };
}
