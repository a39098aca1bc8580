import type { ProjectDocument } from '../document';
import { insetRect, type Rect } from '../geometry';
import {
  type AutofillOptions,
  type AutofillPhoto,
  aspectOf,
  autofillOptionsSchema,
  autofillPhotoSchema,
  inTakenOrder,
  strongestFirst,
  uniquePhotos,
} from './autofillPhoto';
import { fillFrontCover, frontCapacity, frontCoverOf } from './frontCover';
import { evenRuns } from './pagePlan';
import { boundsOf, clearSlotsInto, draftOf, layPhotosInto, slotsIn } from './slotFilling';

interface MonthRegion {
  surfaceId: string;
  panel: Rect;
}

function months(doc: ProjectDocument): MonthRegion[] {
  return doc.surfaceOrder.flatMap((surfaceId) => {
    const surface = doc.surfaces[surfaceId];
    if (surface?.role !== 'month') return [];
    const panel = surface.panels.find((p) => p.role === 'photo')?.rect ?? {
      x: 0,
      y: 0,
      width: surface.width,
      height: surface.height / 2,
    };
    return [{ surfaceId, panel }];
  });
}

/** Where a month's photos go: where the design had them, else inside the photo page's margins. */
function monthRegion(doc: ProjectDocument, month: MonthRegion): Rect {
  const designed = boundsOf(slotsIn(doc, month.surfaceId, month.panel));
  if (designed) return designed;
  const margin = Math.min(month.panel.width, month.panel.height) * 0.07;
  return insetRect(month.panel, margin);
}

/**
 * The photos of each month: the year's photos in taken order cut into as many runs as there are
 * months, and from each run its strongest few (up to `perMonth`), kept in taken order. With fewer
 * photos than months, they repeat in turn so no month is bare.
 */
function photosByMonth(
  photos: readonly AutofillPhoto[],
  monthCount: number,
  perMonth: number,
  frameAspect: number,
): AutofillPhoto[][] {
  if (photos.length < monthCount) {
    return Array.from({ length: monthCount }, (_, i) => [photos[i % photos.length]!]);
  }
  return evenRuns(photos, monthCount).map((run) => {
    const best = new Set(strongestFirst(run, frameAspect).slice(0, perMonth));
    return run.filter((photo) => best.has(photo));
  });
}

/**
 * A calendar filled with photos: the strongest on the cover, then one or more (up to
 * `maxPhotosPerMonth`) on every month, in taken order through the year, crops centred on faces or
 * focus. A photo is used once when there are enough of them. Deterministic.
 */
export function autofillCalendar(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
  options: AutofillOptions = {},
): ProjectDocument {
  const settings = autofillOptionsSchema.parse(options);
  const ordered = inTakenOrder(uniquePhotos(photos.map((p) => autofillPhotoSchema.parse(p))));
  if (ordered.length === 0) return doc;
  const regions = months(doc);
  const front = frontCoverOf(doc);
  // The cover takes photos only beyond one for each month, unless there are too few anyway.
  const coverCount = Math.min(frontCapacity(front), Math.max(1, ordered.length - regions.length));
  const coverPhotos = strongestFirst(ordered, front ? aspectOf(front.region) : 1).slice(
    0,
    coverCount,
  );
  const onCover = new Set(coverPhotos);
  const rest = ordered.filter((photo) => !onCover.has(photo));
  const inside = rest.length >= regions.length ? rest : ordered;
  const filled = fillFrontCover(doc, coverPhotos);
  if (regions.length === 0) return filled;
  const perMonth = Math.max(
    1,
    Math.min(settings.maxPhotosPerMonth, Math.floor(inside.length / regions.length)),
  );
  const first = regions[0]!;
  const groups = photosByMonth(inside, regions.length, perMonth, aspectOf(monthRegion(doc, first)));
  const draft = draftOf(filled);
  regions.forEach((month, index) => {
    layPhotosInto(draft, {
      surfaceId: month.surfaceId,
      region: monthRegion(draft, month),
      photos: groups[index]!,
      preferVariant: index,
      idBase: `${month.surfaceId}-af`,
    });
  });
  clearSlotsInto(draft, frontCoverOf(draft)?.slots.slice(coverPhotos.length) ?? []);
  return draft;
}
