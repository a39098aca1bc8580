/**
 * The card storefront call (`themes`) with three facet filters and every facet count, at the
 * seeded catalogue size and at ten times it: a second shop whose card designs were copied nine
 * more times into its database before it started. p50 and p99 beside the hello-world baseline.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { toWire } from '../../src/shared/api/wireCase';
import { toQueryString } from '../../src/shared/api/wireEncoding';
import { PRODUCT_TYPE_ID } from '../../src/shared/catalog/productTypes';
import { type RunningServer, startProductionServer } from '../e2e/support/productionServer';

export interface LatencyRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

type Measure = (name: string, url: string) => Promise<LatencyRow>;

const SCALE = 10;
const THREE_FACETS = ['ft', 's', 'n'] as const;

interface ThemesAnswer {
  total: number;
  facets: Record<string, Record<string, number>>;
}

async function themes(shopUrl: string, payload: Record<string, unknown>) {
  const url = `${shopUrl}/api/v2/themes?${toQueryString(toWire(payload) as Record<string, unknown>)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`themes answered ${response.status} for ${url}`);
  return { url, answer: (await response.json()) as ThemesAnswer };
}

/** The call a shopper makes after ticking one value in each of three facets: the commonest ones. */
async function threeFilterUrl(shopUrl: string): Promise<{ url: string; total: number }> {
  const all = await themes(shopUrl, { productTypeId: PRODUCT_TYPE_ID.card });
  const filters: Record<string, string[]> = {};
  for (const facet of THREE_FACETS) {
    const counts = Object.entries(all.answer.facets[facet] ?? {}).sort((a, b) => b[1] - a[1]);
    if (!counts[0]) throw new Error(`the seeded cards have no ${facet} facet`);
    filters[facet] = [counts[0][0]];
  }
  const filtered = await themes(shopUrl, { productTypeId: PRODUCT_TYPE_ID.card, ...filters });
  return { url: filtered.url, total: filtered.answer.total };
}

/** Copies every card design (and its templates) SCALE-1 more times, under new ids and uris. */
async function multiplyCardDesigns(dataDir: string): Promise<void> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const [{ max }] = (await db.query<{ max: number }>('SELECT max(id) AS max FROM themes'))
      .rows as [{ max: number }];
    const [{ tmax }] = (await db.query<{ tmax: number }>('SELECT max(id) AS tmax FROM templates'))
      .rows as [{ tmax: number }];
    const columns = (
      await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'themes' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'uri')`,
      )
    ).rows.map((row) => row.column_name);
    const list = columns.map((c) => `"${c}"`).join(', ');
    for (let copy = 1; copy < SCALE; copy += 1) {
      await db.query(
        `INSERT INTO themes (id, uri, ${list})
         SELECT id + $1::int, uri || '-copy-' || $2::int, ${list} FROM themes
         WHERE product_type_id = $3::int AND id <= $4::int`,
        [copy * max, copy, PRODUCT_TYPE_ID.card, max],
      );
      await db.query(
        `INSERT INTO templates (id, theme_id, product_type_id, name, style_id, photo_count)
         SELECT t.id + $1::int, t.theme_id + $2::int, t.product_type_id, t.name, t.style_id, t.photo_count
         FROM templates t JOIN themes th ON th.id = t.theme_id
         WHERE th.product_type_id = $3::int AND t.id <= $4::int AND th.id <= $5::int`,
        [copy * tmax, copy * max, PRODUCT_TYPE_ID.card, tmax, max],
      );
    }
    await db.query('ANALYZE themes');
  } finally {
    await db.close();
  }
}

export async function benchStorefront(
  seededShop: RunningServer,
  measure: Measure,
  baseline: LatencyRow,
): Promise<void> {
  const seeded = await threeFilterUrl(seededShop.url);
  const rows = [
    baseline,
    await measure(`themes, 3 filters, seeded (${seeded.total} match)`, seeded.url),
  ];

  const first = await startProductionServer();
  let big: RunningServer | undefined;
  try {
    await first.stop({ keepData: true });
    await multiplyCardDesigns(first.dataDir);
    big = await startProductionServer({}, { port: first.port, dataDir: first.dataDir });
    const scaled = await threeFilterUrl(big.url);
    rows.push(
      await measure(`themes, 3 filters, ${SCALE}× seed (${scaled.total} match)`, scaled.url),
    );
  } finally {
    await (big ?? first).stop();
  }

  console.log('\nCard storefront call with three filters and all facet counts\n');
  console.log('| target | req/s | p50 ms | p99 ms | p99 vs baseline |');
  console.log('|---|---:|---:|---:|---:|');
  const base99 = Math.max(baseline.p99, 1);
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(Math.max(row.p99, 1) / base99).toFixed(0)}× |`,
    );
  }
}
