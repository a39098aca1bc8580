import type { ProjectDocument } from '../project/document';
import { surfaceMismatch } from '../project/products/surfaceMismatch';
import type { FoundItem } from './preflightItem';

/** The surfaces are the ones the options make, so what is priced is what prints. */
export function productChecks(doc: ProjectDocument): FoundItem[] {
  const first = doc.surfaceOrder[0];
  const message = first && surfaceMismatch(doc);
  if (!first || !message) return [];
  return [{ surfaceId: first, kind: 'productMismatch', severity: 'error', message }];
}
