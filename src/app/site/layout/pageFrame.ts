import type { RouteName } from '../../../shared/routes/routeTable';

/**
 * Which frame a page gets: the site's header and footer, or none. The editor takes the whole
 * screen (a tablet has no room to spare for the shop's navigation), as do pages the spec opens
 * with no_header/no_footer.
 */
export type PageFrame = { header: boolean; footer: boolean; embedded?: true };

/** Pages made to be shown inside other sites' iframes: no frame and no notices of the shop. */
const EMBEDDED: ReadonlySet<RouteName> = new Set<RouteName>(['trustPilotWidget']);

const FULL_SCREEN: ReadonlySet<RouteName> = new Set<RouteName>([
  'editor',
  'editor.embedded',
  'memories.edit',
  // The printable order is a sheet of paper: no navigation on screen or on paper.
  'orders.print',
]);

export function pageFrame(match: { name: string; query?: Record<string, unknown> }): PageFrame {
  if (EMBEDDED.has(match.name as RouteName))
    return { header: false, footer: false, embedded: true };
  if (FULL_SCREEN.has(match.name as RouteName)) return { header: false, footer: false };
  const query = match.query ?? {};
  return { header: query.noHeader !== true, footer: query.noFooter !== true };
}
