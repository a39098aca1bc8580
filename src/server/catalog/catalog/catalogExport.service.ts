import { COVER_TYPES, PAPER_TYPES } from '../../../shared/catalog/bookMaterials';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { FORMAT_TYPES } from '../../../shared/catalog/formatTypes';
import { BOOK_SHAPES } from '../../../shared/catalog/sizes';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import type { Db } from '../../db/database';
import * as repo from './catalogExport.repo';

/*
 * The catalogue as the content export reads it: whole rows of the catalogue tables, the fixed
 * enumerations of spec §3 and the tags (theme keywords), each in a stable id order.
 */

export type ExportRow = { id: number } & Record<string, unknown>;
export interface ExportPage {
  items: ExportRow[];
  total: number;
}

const ENUMERATIONS = {
  'cover-type': COVER_TYPES,
  'paper-type': PAPER_TYPES,
  'foil-type': FOIL_TYPES,
  'format-type': FORMAT_TYPES,
  'trim-type': TRIM_TYPES,
  'book-type': BOOK_SHAPES.map((shape, i) => ({ id: i + 1, param: shape, name: shape })),
} as const;

export const CATALOG_EXPORT_KINDS = [
  ...(Object.keys(repo.exportTables) as repo.CatalogTableKind[]),
  'theme',
  'tag',
  ...(Object.keys(ENUMERATIONS) as (keyof typeof ENUMERATIONS)[]),
] as const;
export type CatalogExportKind = (typeof CATALOG_EXPORT_KINDS)[number];

export function isCatalogExportKind(kind: string): kind is CatalogExportKind {
  return (CATALOG_EXPORT_KINDS as readonly string[]).includes(kind);
}

const asRows = (rows: readonly object[]) => rows.map((row) => ({ ...row }) as ExportRow);

function slice(rows: ExportRow[], limit: number, offset: number): ExportPage {
  return { items: rows.slice(offset, offset + limit), total: rows.length };
}

async function tags(db: Db): Promise<ExportRow[]> {
  const words = await repo.themeKeywords(db);
  return words.map((word, i) => ({ id: i + 1, name: word, param: word }));
}

export async function catalogExportPage(
  db: Db,
  kind: CatalogExportKind,
  limit: number,
  offset: number,
): Promise<ExportPage> {
  if (kind === 'theme') {
    const { rows, total } = await repo.pageOfThemes(db, limit, offset);
    return { items: asRows(rows), total };
  }
  if (kind === 'tag') return slice(await tags(db), limit, offset);
  if (kind in ENUMERATIONS) {
    return slice(asRows(ENUMERATIONS[kind as keyof typeof ENUMERATIONS]), limit, offset);
  }
  const { rows, total } = await repo.pageOfTable(db, kind as repo.CatalogTableKind, limit, offset);
  return { items: rows as ExportRow[], total };
}

export async function catalogExportItem(
  db: Db,
  kind: CatalogExportKind,
  id: number,
): Promise<ExportRow | undefined> {
  if (kind === 'theme') {
    const row = await repo.themeById(db, id);
    return row ? { ...row } : undefined;
  }
  if (kind === 'tag') return (await tags(db)).find((row) => row.id === id);
  if (kind in ENUMERATIONS) {
    return asRows(ENUMERATIONS[kind as keyof typeof ENUMERATIONS]).find((row) => row.id === id);
  }
  return (await repo.rowOfTable(db, kind as repo.CatalogTableKind, id)) as ExportRow | undefined;
}
