import type { ActionOutput } from '../../../shared/api/actionTable';
import { COVER_TYPES, PAPER_TYPES } from '../../../shared/catalog/bookMaterials';
import { COLORS } from '../../../shared/catalog/colors';
import { estimateDelivery, SHIPPING_OPTIONS } from '../../../shared/catalog/deliveryEstimate';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPES } from '../../../shared/catalog/formatTypes';
import { GENDERS } from '../../../shared/catalog/genders';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { TAG_GROUP_ID_RANGES } from '../../../shared/catalog/ranges';
import { BOOK_SHAPES } from '../../../shared/catalog/sizes';
import { TEMPLATE_STYLES } from '../../../shared/catalog/templateStyles';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import { callerOf, requireUser } from '../../http/caller';
import type { RequestContext } from '../../http/requestContext';
import {
  addFavorite,
  findProduct,
  findTemplate,
  findTheme,
  listLocalizedStores,
  listProducts,
  listProductTypes,
  listStorefronts,
  listTagGroups,
  pageOfDesigners,
  pageOfFavorites,
  removeFavorite,
  type TagGroupRow,
  type TemplateRow,
} from './catalog.repo';
import { pageWindow } from './pageWindow';
import { templatePreviewSvg, themePreviewSvg } from './templatePreview';

type NamedOptions = ActionOutput<'product/colors'>;
const named = (items: readonly { id: number; name: string; param?: string }[]): NamedOptions => ({
  items: items.map(({ id, name, param }) => (param ? { id, name, param } : { id, name })),
});

/**
 * Recipients are not shown by the spec; these are our choice, the same words the seeded designs
 * carry in their recipient column.
 */
const TEMPLATE_RECIPIENTS = ['family', 'friends', 'colleagues', 'guests'] as const;
const TEMPLATE_MALE_RECIPIENTS = ['dad', 'grandpa', 'husband', 'son'] as const;

/** The fixed enumerations, answered from the shared constants. */
export const optionLists = {
  'product/book_types': named(
    BOOK_SHAPES.map((shape, i) => ({ id: i + 1, param: shape, name: capital(shape) })),
  ),
  'product/colors': named(COLORS),
  'product/cover_types': named(COVER_TYPES),
  'product/foil_types': named(FOIL_TYPES),
  'product/format_types': named(FORMAT_TYPES),
  'product/gender': named(GENDERS),
  'product/paper_types': named(PAPER_TYPES),
  'product/template_male_recipients': named(
    TEMPLATE_MALE_RECIPIENTS.map((param, i) => ({ id: i + 1, param, name: capital(param) })),
  ),
  'product/template_recipients': named(
    TEMPLATE_RECIPIENTS.map((param, i) => ({ id: i + 1, param, name: capital(param) })),
  ),
  'product/template_styles': named(TEMPLATE_STYLES),
  'product/trim_types': named(TRIM_TYPES),
} as const;

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export async function productTypesList(db: Db): Promise<ActionOutput<'product/types'>> {
  const rows = await listProductTypes(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      baseTypeId: row.baseTypeId ?? undefined,
      uri: row.uri ?? undefined,
    })),
  };
}

export async function productsList(
  db: Db,
  input: HandlerInput<'products'>,
): Promise<ActionOutput<'products'>> {
  const rows = await listProducts(db, input);
  return {
    items: rows.map((row) => ({
      id: row.id,
      productTypeId: row.productTypeId,
      name: row.name,
      sku: row.sku,
      priceCents: row.priceCents,
      widthInches: row.widthInches ?? undefined,
      heightInches: row.heightInches ?? undefined,
    })),
  };
}

function toTemplate(row: TemplateRow): ActionOutput<'templates/{id}'> {
  return {
    id: row.id,
    themeId: row.themeId,
    productTypeId: row.productTypeId,
    name: row.name,
    styleId: row.styleId ?? undefined,
    photoCount: row.photoCount,
    previewUrl: `/artwork/templates/${row.id}.svg`,
  };
}

export async function templateById(db: Db, id: number) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound('Template', id);
  return toTemplate(row);
}

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function themeDescription(db: Db, themeId: number) {
  const row = await findTheme(db, themeId);
  if (!row) throw notFound('Theme', themeId);
  return { themeId: row.id, html: `<p>${escapeHtml(row.description)}</p>` };
}

/** Whether a theme exists, and the devices it is limited to (spec §3) when it is. */
export async function themeDevices(
  db: Db,
  themeId: number,
): Promise<{ deviceRestriction?: number } | undefined> {
  const row = await findTheme(db, themeId);
  return row && { deviceRestriction: row.deviceRestriction ?? undefined };
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

/** Adding twice keeps one favourite; a template that does not exist is a 404. */
export async function addFavoriteTemplate(ctx: RequestContext, templateId: number) {
  const userId = requireUser(callerOf(ctx));
  if (!(await findTemplate(ctx.deps.db, templateId))) throw notFound('Template', templateId);
  await addFavorite(ctx.deps.db, userId, templateId);
  return { ok: true as const };
}

/** Removing a favourite that is not there is already done. */
export async function removeFavoriteTemplate(ctx: RequestContext, templateId: number) {
  const userId = requireUser(callerOf(ctx));
  await removeFavorite(ctx.deps.db, userId, templateId);
  return { ok: true as const };
}

export async function favoriteTemplates(
  ctx: RequestContext,
  input: HandlerInput<'favorites/project_templates/list'>,
) {
  const userId = requireUser(callerOf(ctx));
  const { rows, total } = await pageOfFavorites(ctx.deps.db, userId, pageWindow(input));
  return { items: rows.map(toTemplate), total };
}

/** Production days when no product is named (a project's product is another area's record). */
const DEFAULT_PRODUCTION_DAYS = 3;

function estimatesFor(now: Date, productionDays: number, shippingOptionId?: number) {
  const options = SHIPPING_OPTIONS.filter(
    (option) => shippingOptionId === undefined || option.id === shippingOptionId,
  );
  if (options.length === 0) throw notFound('Shipping option', shippingOptionId ?? '');
  return { estimates: options.map((option) => estimateDelivery(now, productionDays, option)) };
}

export async function productionDaysOf(db: Db, productId: number): Promise<number> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('Product', productId);
  return product.productionDays;
}

export async function deliveryEstimates(
  ctx: RequestContext,
  input: HandlerInput<'delivery_estimates/calculate'>,
) {
  const days =
    input.productId === undefined
      ? DEFAULT_PRODUCTION_DAYS
      : await productionDaysOf(ctx.deps.db, input.productId);
  return estimatesFor(ctx.deps.now(), days, input.shippingOptionId);
}

export async function shippingEstimation(ctx: RequestContext, productId: number) {
  return estimatesFor(ctx.deps.now(), await productionDaysOf(ctx.deps.db, productId));
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

/** The preview SVG of a theme: its design drawn as the editor opens it; a bad id is a 404. */
export async function themeArtwork(db: Db, themeId: number): Promise<string> {
  const theme = await findTheme(db, themeId);
  if (!theme) throw notFound('Theme', themeId);
  return themePreviewSvg(theme);
}

/** A template's front drawn from its document, with sample photos in its slots. */
export async function templateArtwork(db: Db, templateId: number): Promise<string> {
  const template = await findTemplate(db, templateId);
  if (!template) throw notFound('Template', templateId);
  const theme = await findTheme(db, template.themeId);
  if (!theme) throw notFound('Theme', template.themeId);
  return templatePreviewSvg({
    ...theme,
    templateId: template.id,
    themeId: theme.id,
    name: template.name,
    productTypeId: template.productTypeId,
    photoCount: template.photoCount,
    styleId: template.styleId,
  });
}

/** A design picture per product type, for lines bought without a project (the cart's tiles). */
export { pictureTemplateByProductType } from './catalog.repo';
