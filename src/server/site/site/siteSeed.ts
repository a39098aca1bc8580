import type { Db } from '../../db/database';
import { contentChanges, siteReferenceEntities } from '../../db/schema/contentExport';
import { experiments, featureFlags } from '../../db/schema/experiments';
import {
  signUpBanners,
  siteCountries,
  siteCountryRegions,
  siteHeaderWarnings,
  siteLogos,
  sitePromotions,
} from '../../db/schema/site';
import type { Seeder } from '../../db/seed/seeder';
import {
  COUNTRIES,
  EXPERIMENTS,
  FEATURE_FLAGS,
  HEADER_WARNINGS,
  LOGOS,
  PROMOTIONS,
  REFERENCE_ENTITIES,
  SIGN_UP_BANNERS,
} from './siteSeedData';

/**
 * Loads the site area's starting data on first start (countries present means already seeded).
 * Every row the content export shows is logged as created, so its changelog starts complete.
 * `alongside` are other areas' seeders of the same first start (help articles, reviews): they run
 * in the same transaction, so exactly one process seeds them, and only on a new database.
 */
export async function seedSite(
  db: Db,
  now = new Date(),
  alongside: readonly Seeder[] = [],
): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ code: siteCountries.code }).from(siteCountries).limit(1);
  if (existing) return { seeded: false };
  // Two processes starting on one new database both get here: the one whose countries land
  // seeds the rest, the other finds them taken and stops (its transaction waits for the first).
  const seeded = await db.transaction(async (tx) => {
    const countries = await tx
      .insert(siteCountries)
      .values(COUNTRIES.map(({ code, name }, position) => ({ code, name, position })))
      .onConflictDoNothing()
      .returning({ code: siteCountries.code });
    if (countries.length === 0) return false;
    await tx
      .insert(siteCountryRegions)
      .values(
        COUNTRIES.flatMap((country) =>
          country.regions.map(([code, name]) => ({ countryCode: country.code, code, name })),
        ),
      );
    await tx.insert(sitePromotions).values(PROMOTIONS);
    await tx.insert(siteHeaderWarnings).values(HEADER_WARNINGS);
    await tx.insert(signUpBanners).values(SIGN_UP_BANNERS);
    await tx.insert(siteLogos).values(LOGOS.map((logo, position) => ({ ...logo, position })));
    const flags = await tx
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((flag) => ({ ...flag, updatedAt: now })))
      .returning({ id: featureFlags.id });
    await tx.insert(experiments).values(EXPERIMENTS.map((e) => ({ ...e, updatedAt: now })));
    for (const seed of alongside) await seed(tx as unknown as Db, now);
    await tx
      .insert(siteReferenceEntities)
      .values(REFERENCE_ENTITIES.map((entity) => ({ ...entity, updatedAt: now })));
    await tx.insert(contentChanges).values([
      ...flags.map(({ id }) => ({
        kind: 'feature',
        entityId: id,
        change: 'created' as const,
        at: now,
      })),
      ...REFERENCE_ENTITIES.map(({ kind, id }) => ({
        kind,
        entityId: id,
        change: 'created' as const,
        at: now,
      })),
    ]);
    return true;
  });
  return { seeded };
}
