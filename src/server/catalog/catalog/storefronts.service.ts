import type { ActionOutput } from '../../../shared/api/actionTable';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { TAG_GROUP_ID_RANGES } from '../../../shared/catalog/ranges';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import {
  listLocalizedStores,
  listStorefronts,
  listTagGroups,
  pageOfDesigners,
  type TagGroupRow,
} from './catalog.repo';
import { escapeHtml } from './catalogHtml';
import { pageWindow } from './pageWindow';

/*
 * Storefronts and what they are browsed by: tag groups of each product line, designers, shops by
 * country, and the page metadata of a storefront path.
 */

type TagGroup = ActionOutput<'tag_groups'>['items'][number];
function toTagGroup(row: TagGroupRow): TagGroup {
  return {
    id: row.id,
    productTypeId: row.productTypeId,
    uri: row.uri,
    name: row.name,
    // spec §3: the title falls back to the name.
    title: row.title ?? row.name,
  };
}

export async function tagGroupsList(db: Db, productTypeId?: number) {
  return { items: (await listTagGroups(db, productTypeId)).map(toTagGroup) };
}

const LINE_TYPE = {
  books: PRODUCT_TYPE_ID.book,
  cards: PRODUCT_TYPE_ID.card,
  calendars: PRODUCT_TYPE_ID.calendar,
} as const satisfies Record<keyof typeof TAG_GROUP_ID_RANGES, number>;

function lineTagGroups(db: Db, line: keyof typeof LINE_TYPE) {
  return listTagGroups(db, LINE_TYPE[line]);
}

export async function lineTagGroupList(db: Db, line: keyof typeof LINE_TYPE) {
  return { items: (await lineTagGroups(db, line)).map(toTagGroup) };
}

export async function cardTagGroups(db: Db): Promise<ActionOutput<'tag_groups/cards'>> {
  const rows = await lineTagGroups(db, 'cards');
  const categories = new Map<string, number[]>();
  for (const row of rows) {
    const name = row.category ?? 'Other';
    categories.set(name, [...(categories.get(name) ?? []), row.id]);
  }
  return {
    items: rows.map(toTagGroup),
    categories: [...categories].map(([name, tagGroupIds]) => ({ name, tagGroupIds })),
  };
}

export async function lineSeo(db: Db, line: keyof typeof LINE_TYPE, uri?: string) {
  const rows = (await lineTagGroups(db, line)).filter(
    (row) => uri === undefined || row.uri === uri,
  );
  return {
    items: rows.map((row) => ({
      tagGroupId: row.id,
      uri: row.uri,
      title: row.seoTitle ?? row.title ?? row.name,
      description: row.seoDescription ?? undefined,
      heading: row.seoHeading ?? undefined,
    })),
  };
}
export async function storefrontsList(db: Db, uri?: string): Promise<ActionOutput<'storefronts'>> {
  const rows = await listStorefronts(db, uri);
  if (uri !== undefined && rows.length === 0) throw notFound('Storefront', uri);
  return {
    items: rows.map((row) => ({
      id: row.id,
      uri: row.uri,
      name: row.name,
      description: row.description ?? undefined,
      themeIds: row.themeIds,
    })),
  };
}

export async function designersList(
  db: Db,
  input: HandlerInput<'designers'>,
): Promise<ActionOutput<'designers'>> {
  const { rows, total } = await pageOfDesigners(db, input.uri, pageWindow(input));
  if (input.uri !== undefined && rows.length === 0) throw notFound('Designer', input.uri);
  return {
    items: rows.map((row) => ({
      id: row.id,
      uri: row.uri,
      name: row.name,
      bio: row.bio ?? undefined,
      imageUrl: row.imageUrl ?? undefined,
    })),
    total,
  };
}
export async function localizedStoresList(db: Db): Promise<ActionOutput<'localized_stores'>> {
  const rows = await listLocalizedStores(db);
  return {
    items: rows.map((row) => ({
      locale: row.locale,
      country: row.countryCode,
      name: row.name,
      url: `https://${row.host}/`,
    })),
  };
}
const LINE_OF_PATH: Record<string, keyof typeof LINE_TYPE> = {
  cards: 'cards',
  'photo-books': 'books',
  'photo-calendars': 'calendars',
};

/** The tag group a storefront path such as /cards/wedding-invitations names, if any. */
async function tagGroupOfPath(db: Db, path: string) {
  const [lineSegment, uri] = path.replace(/^\/+/, '').split(/[/?#]/);
  const line = lineSegment ? LINE_OF_PATH[lineSegment] : undefined;
  if (!line || !uri) return undefined;
  return (await lineTagGroups(db, line)).find((row) => row.uri === uri);
}

/** Page metadata: a storefront category's own SEO fields, else the shop's defaults. */
export async function seoOfPath(db: Db, path: string): Promise<ActionOutput<'seo'>> {
  const group = await tagGroupOfPath(db, path);
  if (!group) return { title: 'Printshop', canonicalUrl: path.split(/[?#]/)[0] };
  return {
    title: group.seoTitle ?? group.title ?? group.name,
    description: group.seoDescription ?? undefined,
    canonicalUrl: path.split(/[?#]/)[0],
  };
}

export async function seoSectionsOfPath(
  db: Db,
  path: string,
): Promise<ActionOutput<'seo_sections'>> {
  const group = await tagGroupOfPath(db, path);
  if (!group?.seoDescription) return { items: [] };
  return {
    items: [
      {
        heading: group.seoHeading ?? group.name,
        html: `<p>${escapeHtml(group.seoDescription)}</p>`,
      },
    ],
  };
}
