import type { ProjectDocument } from '../document';
import { containsRect, insetRect, type Rect } from '../geometry';
import { MAX_LAYOUT_PHOTOS } from '../templates/layouts';
import { inches } from '../units';
import {
  type AutofillOptions,
  type AutofillPhoto,
  aspectOf,
  autofillOptionsSchema,
  autofillPhotoSchema,
  chaptersToFit,
  inTakenOrder,
  splitChapters,
  strongestFirst,
  uniquePhotos,
} from './autofillPhoto';
import { bookPageCount, growBook, isInterior } from './bookPages';
import { fillFrontCover, frontCapacity, frontCoverOf } from './frontCover';
import { evenRuns, pagesWanted, sharePages } from './pagePlan';
import {
  boundsOf,
  clearSlotsInto,
  draftOf,
  hasWordsIn,
  layPhotosInto,
  slotsIn,
} from './slotFilling';

/** One page's worth of a book's interior: a page surface, or one side of a lay-flat spread. */
interface PageRegion {
  surfaceId: string;
  page: Rect;
}

const PAGE_MARGIN_PT = inches(0.5);

/** The interior pages photos may go on: a page of words and no slots (a title page) is kept. */
function photoPages(doc: ProjectDocument): PageRegion[] {
  return doc.surfaceOrder.flatMap((surfaceId) => {
    const surface = doc.surfaces[surfaceId];
    if (!surface || !isInterior(surface)) return [];
    const pages =
      surface.kind === 'spread' && surface.panels.length > 0
        ? surface.panels.map((panel) => panel.rect)
        : [{ x: 0, y: 0, width: surface.width, height: surface.height }];
    return pages
      .filter(
        (page) => slotsIn(doc, surfaceId, page).length > 0 || !hasWordsIn(doc, surfaceId, page),
      )
      .map((page) => ({ surfaceId, page }));
  });
}

/**
 * Where a page's photos go: where the design had its photos (a full-bleed slot stays full-bleed
 * for one photo; a captioned page keeps room for its caption), else inside the page's margins.
 */
function photoRegion(doc: ProjectDocument, region: PageRegion, count: number): Rect {
  const designed = boundsOf(slotsIn(doc, region.surfaceId, region.page));
  if (designed && (count === 1 || containsRect(region.page, designed))) return designed;
  return insetRect(region.page, PAGE_MARGIN_PT);
}

/** Chapters fitted to `pages` pages: merged when they cannot each have a page, trimmed to fit. */
function fitChapters(
  chapters: AutofillPhoto[][],
  pages: number,
): { chapters: AutofillPhoto[][]; share: number[] } {
  const share = sharePages(
    chapters.map((c) => c.length),
    pages,
  );
  if (share) return { chapters, share };
  const all = chapters.flat();
  const room = pages * MAX_LAYOUT_PHOTOS;
  if (all.length <= room) return { chapters: [all], share: [pages] };
  // More photos than the biggest book holds: the strongest stay, still in taken order.
  const kept = new Set(strongestFirst(all, 1).slice(0, room));
  return { chapters: [all.filter((photo) => kept.has(photo))], share: [pages] };
}

/**
 * A photo book filled with photos: the strongest on the front cover, the rest in taken order,
 * each chapter (photos split by a gap of more than `chapterGapDays`) starting on a new page, each
 * page's layout chosen by its photo count and their shapes, crops centred on faces or focus.
 * Pages are added in leaves, up to the book's bounds, when the photos want more at
 * `photosPerPage`; a photo is used once, unless there is only one. Deterministic.
 */
export function autofillBook(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
  options: AutofillOptions = {},
): ProjectDocument {
  const settings = autofillOptionsSchema.parse(options);
  const ordered = inTakenOrder(uniquePhotos(photos.map((p) => autofillPhotoSchema.parse(p))));
  if (ordered.length === 0) return doc;
  const front = frontCoverOf(doc);
  // The cover never takes the interior's last photo: with two or more, none is used twice.
  const coverCount = Math.min(frontCapacity(front), Math.max(1, ordered.length - 1));
  const coverPhotos = strongestFirst(ordered, front ? aspectOf(front.region) : 1).slice(
    0,
    coverCount,
  );
  const onCover = new Set(coverPhotos);
  const rest = ordered.filter((photo) => !onCover.has(photo));
  const inside = rest.length > 0 ? rest : ordered;
  let filled = fillFrontCover(doc, coverPhotos);

  const chapters = chaptersToFit(
    splitChapters(inside, settings.chapterGapDays),
    photoPages(filled).length,
    settings.photosPerPage,
  );
  const wanted = pagesWanted(
    chapters.map((c) => c.length),
    settings.photosPerPage,
  );
  const short = wanted - photoPages(filled).length;
  if (short > 0) filled = growBook(filled, bookPageCount(filled) + short);

  const pages = photoPages(filled);
  const fitted = fitChapters(chapters, pages.length);
  const draft = draftOf(filled);
  let next = 0;
  fitted.chapters.forEach((chapter, c) => {
    for (const run of evenRuns(chapter, fitted.share[c]!)) {
      const page = pages[next]!;
      layPhotosInto(draft, {
        surfaceId: page.surfaceId,
        region: photoRegion(draft, page, run.length),
        photos: run,
        preferVariant: next,
        idBase: `${page.surfaceId}-af${page.page.x > 0 ? 'r' : ''}`,
      });
      next += 1;
    }
  });
  // A page (or cover slot) that gets no photo this time shows none: a second autofill with
  // fewer photos must not leave the first one's photos behind.
  for (const page of pages.slice(next)) {
    clearSlotsInto(draft, slotsIn(draft, page.surfaceId, page.page));
  }
  clearSlotsInto(draft, frontCoverOf(draft)?.slots.slice(coverPhotos.length) ?? []);
  return draft;
}
