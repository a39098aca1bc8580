import { MONTH_NAMES } from '../../../shared/project/products/monthGrid';
import { build } from '../../../shared/routes/build';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import type { DesignLine } from './productLines';

/** A design's product page as its URL says: line, category, design and chosen options. */
export interface ThemePageState {
  line: DesignLine;
  tagGroupUri: string;
  themeUri: string;
  ptid: number | undefined;
  ipid: number | undefined;
  quantity: number | undefined;
  startingMonth: string | undefined;
  /** A card's finishes (trim_type_id, foil_type_id, paper_type_id); undefined: the design's own. */
  trimTypeId?: number | undefined;
  foilTypeId?: number | undefined;
  paperTypeId?: number | undefined;
}

export function themePageOf(match: RouteMatch): ThemePageState | undefined {
  const base = { ptid: undefined, ipid: undefined, quantity: undefined, startingMonth: undefined };
  switch (match.name) {
    case 'cards.theme':
      return { ...base, line: 'cards', ...match.params, ...match.query };
    case 'labels.theme':
      return { ...base, line: 'labels', ...match.params, ...match.query };
    case 'calendars.theme':
      return { ...base, line: 'calendars', ...match.params, ...match.query };
    default:
      return undefined;
  }
}

/** The product page with some options changed: each option is a link to it. */
export function themePageHref(state: ThemePageState, change: Partial<ThemePageState>): string {
  const next = { ...state, ...change };
  const { tagGroupUri, themeUri, ptid, ipid, quantity } = next;
  switch (next.line) {
    case 'cards':
      return build('cards.theme', {
        tagGroupUri,
        themeUri,
        ptid,
        ipid,
        quantity,
        trimTypeId: next.trimTypeId,
        foilTypeId: next.foilTypeId,
        paperTypeId: next.paperTypeId,
      });
    case 'labels':
      return build('labels.theme', { tagGroupUri, themeUri, ptid, ipid, quantity: quantity ?? 1 });
    case 'calendars':
      return build('calendars.theme', {
        tagGroupUri,
        themeUri,
        ptid,
        ipid,
        startingMonth: next.startingMonth,
      });
  }
}

/** The storefront a product page belongs to, for its breadcrumb. */
export function storefrontHref(state: Pick<ThemePageState, 'line' | 'tagGroupUri'>): string {
  const all = state.tagGroupUri === 'all';
  switch (state.line) {
    case 'cards':
      return all ? build('cards.all') : build('cards.category', { tagGroupUri: state.tagGroupUri });
    case 'labels':
      return all ? build('labels') : build('labels.category', { tagGroupUri: state.tagGroupUri });
    case 'calendars':
      return all
        ? build('photoCalendars')
        : build('calendars.category', { tagGroupUri: state.tagGroupUri });
  }
}

/** The next twelve months as 'YYYY-MM', starting with the coming one (calendars start there). */
export function startingMonths(today: Date): string[] {
  const months: string[] = [];
  for (let offset = 1; offset <= 12; offset++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** '2027-01' → 'January 2027'; anything else as typed. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}
