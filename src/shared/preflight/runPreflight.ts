import { orderedSurfaces, type ProjectDocument, surfaceElements } from '../project/document';
import { pageCountChecks } from './bookChecks';
import { type PreflightPhotos, photoChecks } from './photoChecks';
import { type FoundItem, type PreflightItem, preflightItemId } from './preflightItem';
import { productChecks } from './productChecks';
import type { SpellChecker } from './spelling';
import { textChecks } from './textChecks';

export interface PreflightOptions {
  /** Pixel sizes (and faces) of the photos the document places. */
  photos: PreflightPhotos;
  /** Ids of warnings the customer accepted as they are. */
  acceptedIds?: Iterable<string>;
  /** Words the customer added: names, places, their own spellings. */
  extraWords?: Iterable<string>;
  /** The spelling dictionary; without one spelling is not checked. */
  spelling?: SpellChecker;
}

/**
 * Everything to look at before a project prints, in page order: pure, so the editor's worker and
 * the order flow on the server run the same checks on the same document. Only warnings can be
 * accepted; an error stays until it is fixed.
 */
export function runPreflight(doc: ProjectDocument, options: PreflightOptions): PreflightItem[] {
  const accepted = new Set(options.acceptedIds ?? []);
  const extraWords = new Set([...(options.extraWords ?? [])].map((word) => word.toLowerCase()));
  // A book outside its bounds says so; that its pages and options then disagree goes unsaid.
  const counted = pageCountChecks(doc);
  const found: FoundItem[] = [...counted, ...(counted.length ? [] : productChecks(doc))];
  for (const surface of orderedSurfaces(doc)) {
    for (const element of surfaceElements(doc, surface.id)) {
      found.push(...photoChecks(surface, element, options.photos));
      found.push(...textChecks(surface, element, { spelling: options.spelling, extraWords }));
    }
  }
  const seen = new Set<string>();
  const items: PreflightItem[] = [];
  for (const { detail, ...item } of found) {
    const id = preflightItemId({ ...item, detail });
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ ...item, id, accepted: item.severity === 'warning' && accepted.has(id) });
  }
  return items;
}

/** Whether a project may go to the cart: no errors, and every warning accepted. */
export function readyToOrder(items: readonly PreflightItem[]): boolean {
  return items.every((item) => item.severity === 'warning' && item.accepted);
}
