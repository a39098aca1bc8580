import type { PreflightItem } from '../../../shared/preflight/preflightItem';
import { orderedSurfaces, type ProjectDocument } from '../../../shared/project/document';
import type { Surface } from '../../../shared/project/surface';

export interface PreflightGroup {
  surface: Surface;
  items: PreflightItem[];
}

/**
 * Items by page, in page order, errors before warnings within a page and accepted warnings last.
 * An item about a page the document no longer has is left out: the next run will not find it.
 */
export function groupByPage(
  items: readonly PreflightItem[],
  doc: ProjectDocument,
): PreflightGroup[] {
  const bySurface = new Map<string, PreflightItem[]>();
  for (const item of items) {
    const list = bySurface.get(item.surfaceId) ?? [];
    list.push(item);
    bySurface.set(item.surfaceId, list);
  }
  const rank = (item: PreflightItem) => (item.severity === 'error' ? 0 : item.accepted ? 2 : 1);
  return orderedSurfaces(doc).flatMap((surface) => {
    const list = bySurface.get(surface.id);
    return list ? [{ surface, items: [...list].sort((a, b) => rank(a) - rank(b)) }] : [];
  });
}

/** A one-line count for the panel's live status. */
export function preflightSummary(items: readonly PreflightItem[]): string {
  const errors = items.filter((item) => item.severity === 'error').length;
  const open = items.filter((item) => item.severity === 'warning' && !item.accepted).length;
  const accepted = items.filter((item) => item.accepted).length;
  if (errors + open === 0)
    return accepted
      ? `Ready to print, with ${plural(accepted, 'accepted warning')}.`
      : 'Ready to print: nothing to check.';
  const parts = [
    errors ? `${plural(errors, 'problem')} to fix` : '',
    open ? `${plural(open, 'warning')} to check` : '',
    accepted ? `${accepted} accepted` : '',
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

function plural(count: number, noun: string) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
