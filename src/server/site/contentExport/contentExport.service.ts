import { createHash } from 'node:crypto';
import {
  type ContentExportKind,
  contentExportKinds,
} from '../../../shared/api/actions/contentExport';
import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  catalogExportItem,
  catalogExportPage,
  isCatalogExportKind,
} from '../../catalog/catalog/catalogExport.service';
import {
  type CouponExportKind,
  couponExportItem,
  couponExportPage,
} from '../../commerce/coupons/couponExport.service';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { notFound } from '../../http/appError';
import type { ContentEntity, ContentSource } from './contentSource';
import { isSiteContentKind } from './contentSource';
import { referencesOf } from './exportReferences';
import { CONTENT_EXPORT_SCHEMA_VERSION } from './exportSchemaVersion';
import * as siteRepo from './siteData.repo';
import { isSiteDataKind, siteDataItem, siteDataPage } from './siteDataSource';

export interface ExportDeps {
  db: Db;
  content: ContentSource;
  now: () => Date;
}

type Page = { limit: number; offset: number };
type EntityPage = { items: ContentEntity[]; total: number };

const DEFAULT_PER_PAGE = 50;
/** Rows per read while generating: big enough for few queries, small enough for flat memory. */
const GENERATE_CHUNK = 500;

const isCouponKind = (kind: ContentExportKind): kind is CouponExportKind =>
  kind === 'coupon' || kind === 'coupon-code';

/** One kind's page, from whichever area keeps it. */
async function pageOf(deps: ExportDeps, kind: ContentExportKind, page: Page): Promise<EntityPage> {
  if (isCatalogExportKind(kind)) return catalogExportPage(deps.db, kind, page.limit, page.offset);
  if (isSiteContentKind(kind)) return deps.content.list(kind, page);
  if (isSiteDataKind(kind)) return siteDataPage(deps.db, kind, page);
  if (isCouponKind(kind)) return couponExportPage(deps.db, kind, page);
  throw new Error(`The content export has no source for ${kind}.`);
}

async function itemOf(
  deps: ExportDeps,
  kind: ContentExportKind,
  id: number,
): Promise<ContentEntity | undefined> {
  if (isCatalogExportKind(kind)) return catalogExportItem(deps.db, kind, id);
  if (isSiteContentKind(kind)) return deps.content.get(kind, id);
  if (isSiteDataKind(kind)) return siteDataItem(deps.db, kind, id);
  if (isCouponKind(kind)) return couponExportItem(deps.db, kind, id);
  return undefined;
}

export async function listKind(
  deps: ExportDeps,
  kind: ContentExportKind,
  input: { page?: number; perPage?: number },
): Promise<ActionOutput<'content-export/themes'>> {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? DEFAULT_PER_PAGE;
  const { items, total } = await pageOf(deps, kind, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { schemaVersion: CONTENT_EXPORT_SCHEMA_VERSION, kind, page, perPage, items, total };
}

export async function getKind(
  deps: ExportDeps,
  kind: ContentExportKind,
  id: number,
): Promise<ActionOutput<'content-export/theme/{id}'>> {
  const entity = await itemOf(deps, kind, id);
  if (!entity) throw notFound(kind, id);
  return { schemaVersion: CONTENT_EXPORT_SCHEMA_VERSION, kind, entity };
}

/** An entity with every entity it names, for building its page in one read. */
export async function generateOne(
  deps: ExportDeps,
  input: HandlerInput<'content-export/generate/{type}/{id}'>,
): Promise<ActionOutput<'content-export/generate/{type}/{id}'>> {
  const entity = await itemOf(deps, input.type, input.id);
  if (!entity) throw notFound(input.type, input.id);
  const references = [];
  for (const ref of referencesOf(input.type, entity)) {
    const found = await itemOf(deps, ref.kind, ref.id);
    if (found) references.push({ kind: ref.kind, entity: found });
  }
  return { schemaVersion: CONTENT_EXPORT_SCHEMA_VERSION, kind: input.type, entity, references };
}

/**
 * The whole export, read kind by kind in chunks: how many of each kind there are, and a digest
 * of all of it in a stable order, so a site build can tell at once whether anything changed.
 */
export async function generateAll(
  deps: ExportDeps,
): Promise<ActionOutput<'content-export/generate'>> {
  const digest = createHash('sha256').update(CONTENT_EXPORT_SCHEMA_VERSION);
  const kinds: { kind: string; count: number }[] = [];
  for (const kind of contentExportKinds) {
    let offset = 0;
    let count = 0;
    for (;;) {
      const { items, total } = await pageOf(deps, kind, { limit: GENERATE_CHUNK, offset });
      for (const item of items) digest.update(kind).update(JSON.stringify(item));
      count += items.length;
      offset += items.length;
      if (items.length === 0 || offset >= total) break;
    }
    kinds.push({ kind, count });
  }
  return {
    schemaVersion: CONTENT_EXPORT_SCHEMA_VERSION,
    generatedAt: deps.now().toISOString(),
    kinds,
    digest: digest.digest('hex'),
  };
}

/**
 * What changed since a time, oldest first. Changes are logged by the areas whose content has a
 * life after seeding (feature flags now; the content store's pages when it lands); the catalogue
 * is seeded data with no edit history yet.
 */
export async function changelog(
  deps: ExportDeps,
  input: HandlerInput<'content-export/changelog'>,
): Promise<ActionOutput<'content-export/changelog'>> {
  const perPage = input.perPage ?? DEFAULT_PER_PAGE;
  const page = input.page ?? 1;
  const { rows, total } = await siteRepo.pageOfChanges(
    deps.db,
    input.since ? new Date(input.since) : undefined,
    { limit: perPage, offset: (page - 1) * perPage },
  );
  return {
    schemaVersion: CONTENT_EXPORT_SCHEMA_VERSION,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.entityId,
      change: row.change,
      at: row.at.toISOString(),
    })),
    total,
  };
}
