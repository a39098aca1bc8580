import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  signUpBanners,
  siteCountries,
  siteCountryRegions,
  siteHeaderWarnings,
  siteLogos,
  sitePromotions,
} from '../../db/schema/site';

export async function listCountries(db: Db) {
  const countries = await db.select().from(siteCountries).orderBy(asc(siteCountries.position));
  const regions = await db
    .select()
    .from(siteCountryRegions)
    .orderBy(asc(siteCountryRegions.countryCode), asc(siteCountryRegions.name));
  return { countries, regions };
}

/** Live at `now`: started (or no start) and not yet ended (or no end). */
const liveAt = (table: typeof sitePromotions | typeof siteHeaderWarnings, now: Date) =>
  and(
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );

export async function livePromotions(db: Db, kind: 'holiday' | 'slide_in', now: Date) {
  return db
    .select()
    .from(sitePromotions)
    .where(and(eq(sitePromotions.kind, kind), liveAt(sitePromotions, now)))
    .orderBy(asc(sitePromotions.position), asc(sitePromotions.id));
}

/** Live banners for one place, or for every place when none is named. */
export async function liveBanners(db: Db, placement: string | undefined, now: Date) {
  return db
    .select()
    .from(sitePromotions)
    .where(
      and(
        eq(sitePromotions.kind, 'banner'),
        placement === undefined ? undefined : eq(sitePromotions.placement, placement),
        liveAt(sitePromotions, now),
      ),
    )
    .orderBy(asc(sitePromotions.position), asc(sitePromotions.id));
}

/** The live warning that started last: a newer notice replaces an older one still running. */
export async function liveHeaderWarning(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(siteHeaderWarnings)
    .where(liveAt(siteHeaderWarnings, now))
    .orderBy(desc(siteHeaderWarnings.startsAt), desc(siteHeaderWarnings.id))
    .limit(1);
  return row;
}

export async function activeSignUpBanner(db: Db, source: string) {
  const [row] = await db
    .select()
    .from(signUpBanners)
    .where(and(eq(signUpBanners.source, source), eq(signUpBanners.active, true)));
  return row;
}

export async function listLogos(db: Db) {
  return db.select().from(siteLogos).orderBy(asc(siteLogos.position), asc(siteLogos.id));
}
