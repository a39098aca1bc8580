import { seedCatalog } from '../catalog/catalog/catalogSeed';
import { seedStartingReviews } from '../catalog/reviews/reviewsSeedData';
import { seedDemoCoupons } from '../commerce/coupons/demoCoupons';
import type { Db } from '../db/database';
import type { Seeder } from '../db/seed/seeder';
import { seedContent, seedContentPreviewer } from '../site/content/contentSeed';
import { seedFlagsAdmin } from '../site/experiments/experimentsSeed';
import { seedHelpArticles } from '../site/help/helpArticlesData';
import { seedSite } from '../site/site/siteSeed';

/*
 * The composition root of the shop's starting data, as handlers.ts is of the actions: each area
 * seeds its own tables through its own repo, and only this file knows them all.
 */

/** The site's starting data, with the help centre's articles and the reviews of the same first start. */
export function seedSiteWithHelpAndReviews(db: Db, now = new Date()) {
  return seedSite(db, now, [seedStartingReviews, seedHelpArticles]);
}

/** Every area's starting data, in the order main.ts seeds it on each start (after the demo account). */
export const startingData: readonly Seeder[] = [
  seedCatalog,
  seedDemoCoupons,
  seedContent,
  seedContentPreviewer,
  seedFlagsAdmin,
  seedSiteWithHelpAndReviews,
];
