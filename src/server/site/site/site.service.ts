import type { ActionOutput } from '../../../shared/api/actionTable';
import type { Db } from '../../db/database';
import * as repo from './site.repo';

type Promotions = ActionOutput<'holiday_promotions'>;

export async function countries(db: Db): Promise<ActionOutput<'countries'>> {
  const { countries, regions } = await repo.listCountries(db);
  return {
    items: countries.map((country) => ({
      code: country.code,
      name: country.name,
      states: regions
        .filter((region) => region.countryCode === country.code)
        .map(({ code, name }) => ({ code, name })),
    })),
  };
}

export async function promotions(
  db: Db,
  kind: 'holiday' | 'slide_in',
  now: Date,
): Promise<Promotions> {
  const rows = await repo.livePromotions(db, kind, now);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message ?? undefined,
      url: row.url ?? undefined,
      imageUrl: row.imageUrl ?? undefined,
      startsAt: row.startsAt?.toISOString(),
      endsAt: row.endsAt?.toISOString(),
    })),
  };
}

/**
 * The live banners of a place: their words as plain text (a banner never carries markup to
 * inject) and where they lead.
 */
export async function banners(
  db: Db,
  placement: string | undefined,
  now: Date,
): Promise<ActionOutput<'banners'>> {
  const rows = await repo.liveBanners(db, placement, now);
  return {
    items: rows.map((row) => ({
      id: row.id,
      text: row.message ? `${row.title} ${row.message}` : row.title,
      url: row.url ?? undefined,
    })),
  };
}

/** No live warning answers an empty object: the header then shows nothing. */
export async function headerWarning(db: Db, now: Date): Promise<ActionOutput<'header_warning'>> {
  const row = await repo.liveHeaderWarning(db, now);
  return row ? { message: row.message, level: row.level } : {};
}

/** Sources compare case-insensitively: campaign links are typed by people (utm_source=Wedding). */
export async function signUpBanner(
  db: Db,
  source: string,
): Promise<ActionOutput<'sign_up_banners/show_by_source'>> {
  const row = await repo.activeSignUpBanner(db, source.trim().toLowerCase());
  if (!row) return {};
  return {
    banner: { title: row.title, body: row.body ?? undefined, imageUrl: row.imageUrl ?? undefined },
  };
}

export async function logos(db: Db): Promise<ActionOutput<'logos'>> {
  const rows = await repo.listLogos(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      imageUrl: row.imageUrl,
      url: row.url ?? undefined,
    })),
  };
}
