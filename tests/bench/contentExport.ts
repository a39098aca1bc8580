/**
 * Content export: a full `generate` (every kind read in chunks, digested) on the seeded shop and
 * on a shop with ten times its content: the catalogue's designs and templates copied nine more
 * times, the site content pages, help articles and reference kinds ten times. Beside each, in the
 * same run, the baseline: one list page (`content-export/themes`, 50 entities). In-process calls
 * to the service on an embedded database, so the numbers are the export's own work.
 */
import { sql } from 'drizzle-orm';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { type Database, openDatabase } from '../../src/server/db/database';
import { siteReferenceEntities } from '../../src/server/db/schema/contentExport';
import { helpArticles } from '../../src/server/db/schema/help';
import { seedSiteWithHelpAndReviews } from '../../src/server/routes/startingData';
import { storedContentSource } from '../../src/server/site/content/contentExportSource.service';
import { seedContent } from '../../src/server/site/content/contentSeed';
import {
  type ExportDeps,
  generateAll,
  listKind,
} from '../../src/server/site/contentExport/contentExport.service';
import { table } from './support/benchTables';
import { medianTime } from './support/medianTime';

const SCALE = 10;
const RUNS = 5;

/** Copies designs, templates, help articles and reference rows SCALE-1 more times. */
async function multiplyContent(database: Database): Promise<void> {
  const { db } = database;
  for (let copy = 1; copy < SCALE; copy++) {
    await db.execute(sql`
      INSERT INTO themes (id, uri, name, description, product_type_id, tag_group_ids, keywords,
        designer_id, device_restriction, launched_at, units_sold, favorite_rank, style_id,
        foil_type_id, trim_type_id, format_type_id, orientation, photo_count, color_ids,
        gender_id, recipient, sizes)
      SELECT id + ${copy * 1_000_000}, uri || '-copy-' || ${copy}, name, description,
        product_type_id, tag_group_ids, keywords, designer_id, device_restriction, launched_at,
        units_sold, favorite_rank, style_id, foil_type_id, trim_type_id, format_type_id,
        orientation, photo_count, color_ids, gender_id, recipient, sizes
      FROM themes WHERE id < 1000000`);
    await db.execute(sql`
      INSERT INTO templates (id, theme_id, product_type_id, name, style_id, photo_count)
      SELECT id + ${copy * 1_000_000}, theme_id + ${copy * 1_000_000}, product_type_id, name,
        style_id, photo_count
      FROM templates WHERE id < 1000000`);
    await db.execute(sql`
      INSERT INTO ${helpArticles} (slug, category, title, body, updated_at)
      SELECT slug || '-copy-' || ${copy}, category, title, body, updated_at
      FROM ${helpArticles} WHERE slug NOT LIKE '%-copy-%'`);
    await db.execute(sql`
      INSERT INTO content_entries (kind, release, key, published, draft, version, published_at, updated_at)
      SELECT kind, release, key || '-copy-' || ${copy}, published, draft, version, published_at, updated_at
      FROM content_entries WHERE key NOT LIKE '%-copy-%'`);
    await db.execute(sql`
      INSERT INTO ${siteReferenceEntities} (kind, id, name, attributes, updated_at)
      SELECT kind, id + ${copy * 1000}, name, attributes, updated_at
      FROM ${siteReferenceEntities} WHERE id < 1000`);
  }
}

async function shop(scaled: boolean): Promise<{ deps: ExportDeps; close: () => Promise<void> }> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedCatalog(database.db);
  await seedSiteWithHelpAndReviews(database.db);
  await seedContent(database.db);
  if (scaled) await multiplyContent(database);
  const content = storedContentSource(database.db);
  return {
    deps: { db: database.db, content, now: () => new Date() },
    close: () => database.close(),
  };
}

export async function benchContentExport(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const scaled of [false, true]) {
    const { deps, close } = await shop(scaled);
    try {
      const generated = await generateAll(deps);
      const entities = generated.kinds.reduce((sum, kind) => sum + kind.count, 0);
      const listPage = await medianTime(() => listKind(deps, 'theme', { perPage: 50 }), RUNS * 4);
      const full = await medianTime(() => generateAll(deps), RUNS);
      rows.push([
        scaled ? `${SCALE}× seeded` : 'seeded',
        entities,
        listPage.toFixed(1),
        full.toFixed(0),
        (full / listPage).toFixed(0),
        ((full / entities) * 1000).toFixed(1),
      ]);
    } finally {
      await close();
    }
  }
  console.log('\nContent export: full generate vs. one list page (median ms, in-process)');
  console.log(
    table(
      [
        'content',
        'entities',
        'list page (50)',
        'generate',
        'generate / list page',
        'µs per entity',
      ],
      rows,
    ),
  );
}
