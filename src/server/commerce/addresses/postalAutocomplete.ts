import { postalSearchKey } from '../../../shared/addresses/postalCodes';
import type { PostalPlace } from './data/postalData';

export const MAX_SUGGESTIONS = 10;

/** City names compared without case or accents: "montreal" finds "Montréal". */
function cityKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PostalSuggestion {
  text: string;
  address: { postalCode: string; city: string; state?: string; country: string };
}

/**
 * Places whose postal code or city starts with the query, best first: an exact code, then code
 * prefixes, then an exact city, then city prefixes; the asked country (or else the US) before others.
 */
export function suggestPlaces(
  places: readonly PostalPlace[],
  query: string,
  country?: string,
): PostalSuggestion[] {
  const codeQuery = postalSearchKey(query);
  const cityQuery = cityKey(query);
  if (codeQuery === '' && cityQuery === '') return [];
  const preferred = (country ?? 'US').toUpperCase();
  const ranked: { place: PostalPlace; rank: number }[] = [];
  for (const place of places) {
    if (country && place.country !== preferred) continue;
    const code = postalSearchKey(place.postalCode);
    const city = cityKey(place.city);
    let rank: number | undefined;
    if (codeQuery !== '' && code === codeQuery) rank = 0;
    else if (codeQuery !== '' && code.startsWith(codeQuery)) rank = 1;
    else if (cityQuery !== '' && city === cityQuery) rank = 2;
    else if (cityQuery !== '' && city.startsWith(cityQuery)) rank = 3;
    if (rank === undefined) continue;
    ranked.push({ place, rank: rank * 2 + (place.country === preferred ? 0 : 1) });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.place.city.localeCompare(b.place.city) ||
      a.place.postalCode.localeCompare(b.place.postalCode),
  );
  return ranked.slice(0, MAX_SUGGESTIONS).map(({ place }) => ({
    text: [place.postalCode, place.city, place.state, place.country].filter(Boolean).join(' · '),
    address: {
      postalCode: place.postalCode,
      city: place.city,
      ...(place.state ? { state: place.state } : {}),
      country: place.country,
    },
  }));
}
