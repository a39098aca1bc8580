import { COVER_TYPE_ID_LIST, PAPER_TYPE_ID_LIST } from '../../../shared/catalog/bookMaterials';
import { FOIL_TYPE_IDS } from '../../../shared/catalog/foilTypes';
import { CANVAS_FRAME_WRAP_IDS, POSTER_STYLE_IDS } from '../../../shared/catalog/homeDecor';
import {
  baseProductTypeId,
  PRODUCT_TYPES,
  type ProductTypeId,
  productTypeById,
} from '../../../shared/catalog/productTypes';
import { BLANK_THEME } from '../../../shared/catalog/themes';
import { TRIM_TYPE_IDS } from '../../../shared/catalog/trimTypes';
import { monthYearSchema, type ProductOptions } from '../../../shared/project/options';
import type { MatchOf } from '../../navigation/useRouteMatch';
import { type Aspect, editorLinkOptions } from './editorLinkOptions';

/*
 * What an /editor or /~/editor/{id} address asks for, read once from its spec §2 parameters into
 * one of a few plain requests. Pure, so every parameter's meaning is tested without a browser.
 */

/** The product options a link may set on a new project (the rest come from the template). */
export interface NewProjectOverrides {
  startingMonthYear?: string;
  quantity?: number;
  pageCount?: number;
  frameWrapId?: ProductOptions['frameWrapId'];
  posterStyleId?: ProductOptions['posterStyleId'];
  coverTypeId?: ProductOptions['coverTypeId'];
  trimTypeId?: ProductOptions['trimTypeId'];
  foilTypeId?: ProductOptions['foilTypeId'];
  paperTypeId?: ProductOptions['paperTypeId'];
}

export type EditorRequest =
  /** An existing project by its server id. */
  | {
      kind: 'open';
      projectId: number;
      preview: boolean;
      viewKey?: string;
      embedded: boolean;
      page?: number;
    }
  /** A new project from a catalogue template (ptid), or a blank one of a product type. */
  | {
      kind: 'create';
      templateId?: number;
      productTypeId?: ProductTypeId;
      /** A catalogue product (ipid): its size, and its type when nothing else names one. */
      productId?: number;
      themeId?: number;
      overrides: NewProjectOverrides;
      photoIds: number[];
      coverPhotoIds: number[];
      page?: number;
      /** ue: this device's draft of the same design is opened rather than a new one made. */
      useExisting?: boolean;
      /** demo: made in memory only, kept nowhere. */
      demo?: boolean;
      /** aspect: the design's size of this shape, when no product is named. */
      aspect?: Aspect;
    }
  /** No project named: the draft this device worked on last, if any. */
  | { kind: 'resume' }
  | { kind: 'invalid'; message: string };

/** A comma-separated id list (photo_ids=1,2,3); undefined when any item is not an id. */
export function parseIdList(text: string | undefined): number[] | undefined {
  if (!text) return [];
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const ids = items.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? [...new Set(ids)] : undefined;
}

/** The `type` parameter: a product type id, a project type uri or a product type key. */
export function productTypeOfParam(type: string | undefined): ProductTypeId | undefined {
  if (!type) return undefined;
  if (/^\d+$/.test(type)) return productTypeById(Number(type))?.id;
  // A line names its base type: cards the card (7), home decor its base (50).
  const byLine = PRODUCT_TYPES.find((entry) => entry.lineUri === type);
  if (byLine) return productTypeById(baseProductTypeId(byLine.id))?.id;
  return PRODUCT_TYPES.find((entry) => entry.key === type)?.id;
}

export type EditorMatch =
  | MatchOf<'editor'>
  | MatchOf<'editor.embedded'>
  | MatchOf<'memories.edit'>
  | MatchOf<'memories.preview'>;

export function editorRequestOf(match: EditorMatch): EditorRequest {
  // A memory reel is a project like any other; its preview is the read-only look by view key.
  if (match.name === 'memories.edit' || match.name === 'memories.preview') {
    const projectId = match.query.pid;
    if (projectId === undefined) {
      return invalid('The link names no memory reel. Open it from your projects.');
    }
    const preview = match.name === 'memories.preview';
    return {
      kind: 'open',
      projectId,
      preview,
      ...(preview ? { viewKey: match.query.vk } : {}),
      embedded: false,
    };
  }
  if (match.name === 'editor.embedded') {
    return {
      kind: 'open',
      projectId: match.params.projectId,
      preview: match.query.preview === true,
      viewKey: match.query.viewKey,
      embedded: true,
      page: positive(match.query.page),
    };
  }
  const query = match.query;
  if (query.pid !== undefined) {
    if (query.pid <= 0) return invalid('The link names no project. Open it from your projects.');
    return {
      kind: 'open',
      projectId: query.pid,
      preview: query.preview === true,
      embedded: false,
      page: positive(query.page),
    };
  }
  const productTypeId = productTypeOfParam(query.type);
  const named = query.ptid !== undefined || query.type !== undefined || query.ipid !== undefined;
  if (!named && query.new !== true) {
    return { kind: 'resume' };
  }
  if (query.type !== undefined && productTypeId === undefined) {
    return invalid(`We don't make “${query.type}”. Choose a product from the shop.`);
  }
  if (query.ptid === undefined && productTypeId === undefined && query.ipid === undefined) {
    return invalid('The link does not say what to make. Choose a design from the shop.');
  }
  const photoIds = parseIdList(query.photoIds);
  const coverPhotoIds = parseIdList(query.coverPhotoIds);
  if (!photoIds || !coverPhotoIds) {
    return invalid('The link names photos that are not in a photo library. Choose them again.');
  }
  const overrides: NewProjectOverrides = {};
  if (query.startingMonthYear !== undefined) {
    if (!monthYearSchema.safeParse(query.startingMonthYear).success) {
      return invalid('The calendar’s starting month should be written as YYYY-MM, e.g. 2027-01.');
    }
    overrides.startingMonthYear = query.startingMonthYear;
  }
  if (query.quantity !== undefined) {
    if (query.quantity < 1 || query.quantity > 10_000) {
      return invalid('Choose a quantity from 1 to 10,000.');
    }
    overrides.quantity = query.quantity;
  }
  if (query.pageCount !== undefined) {
    if (query.pageCount < 2 || query.pageCount > 400) {
      return invalid('Choose a page count from 2 to 400.');
    }
    overrides.pageCount = query.pageCount;
  }
  // Checked against the product when the document is made: a wrap on a poster is refused there.
  if (query.frameWrapId !== undefined) {
    const id = CANVAS_FRAME_WRAP_IDS.find((known) => known === query.frameWrapId);
    if (id === undefined) return invalid('Choose one of the canvas frames from the shop.');
    overrides.frameWrapId = id;
  }
  if (query.posterStyleId !== undefined) {
    const id = POSTER_STYLE_IDS.find((known) => known === query.posterStyleId);
    if (id === undefined) return invalid('Choose one of the poster styles from the shop.');
    overrides.posterStyleId = id;
  }
  // A book's cover, a card's trim and foil: the line's own rules are the document's to apply.
  if (query.coverTypeId !== undefined) {
    const id = COVER_TYPE_ID_LIST.find((known) => known === query.coverTypeId);
    if (id === undefined) return invalid('Choose one of the book covers from the shop.');
    overrides.coverTypeId = id;
  }
  if (query.trimTypeId !== undefined) {
    const id = TRIM_TYPE_IDS.find((known) => known === query.trimTypeId);
    if (id === undefined) return invalid('Choose one of the card trims from the shop.');
    overrides.trimTypeId = id;
  }
  if (query.foilTypeId !== undefined) {
    const id = FOIL_TYPE_IDS.find((known) => known === query.foilTypeId);
    if (id === undefined) return invalid('Choose one of the foils from the shop.');
    overrides.foilTypeId = id;
  }
  // A paper the shop does not know; which papers a line sells is the line's rule (a book's in
  // productOptionsSchema), checked when the document is made.
  if (query.paperTypeId !== undefined) {
    const id = PAPER_TYPE_ID_LIST.find((known) => known === query.paperTypeId);
    if (id === undefined) return invalid('Choose one of the papers from the shop.');
    overrides.paperTypeId = id;
  }
  return {
    kind: 'create',
    templateId: query.ptid,
    productTypeId,
    productId: query.ipid,
    // A product type alone starts on the blank canvas theme (spec §3).
    themeId: query.ptid === undefined ? BLANK_THEME.id : undefined,
    overrides,
    photoIds,
    coverPhotoIds,
    page: positive(query.page),
    ...newProjectLinkOptions(match),
  };
}

function newProjectLinkOptions(match: EditorMatch) {
  const link = editorLinkOptions(match);
  return {
    ...(link.useExisting ? { useExisting: true } : {}),
    ...(link.demo ? { demo: true } : {}),
    ...(link.aspect ? { aspect: link.aspect } : {}),
  };
}

const positive = (value: number | undefined) =>
  value !== undefined && value > 0 ? value : undefined;

const invalid = (message: string): EditorRequest => ({ kind: 'invalid', message });
