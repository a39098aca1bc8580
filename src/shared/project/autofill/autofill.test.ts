import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProjectDocument, projectDocumentSchema } from '../document';
import { containsRect } from '../geometry';
import { bookPageBounds } from '../products/photoBook';
import { safeRectFor } from '../surface';
import { createProjectFromTemplate } from '../templates/createProject';
import { placedPhotoIds } from './autofill';
import { autofillBook } from './autofillBook';
import { autofillCalendar } from './autofillCalendar';
import { autofillCard } from './autofillCard';
import type { AutofillPhoto } from './autofillPhoto';
import { bookPageCount, isInterior } from './bookPages';
import { fillFrontCover, frontCoverOf } from './frontCover';
import { arrange, withPhoto } from './slotFilling';
import { bookDocument, calendarDocument, cardDocument, samplePhotos } from './testing/fixtures';

const book = bookDocument();
/** The blank canvas theme: pages and cover with nothing but a white ground. */
const blankBook = bookDocument({ themeId: 10, photoCount: 0 });
const busyBook = bookDocument({ photoCount: 4, sizes: ['11x8.5'] });
const layflatBook = createProjectFromTemplate(
  {
    templateId: 1,
    themeId: 2,
    name: 'Lay-flat',
    productTypeId: 1,
    photoCount: 1,
    colorIds: [],
    sizes: ['8x8'],
    keywords: 'wedding',
  },
  { coverTypeId: 5, paperTypeId: 19, pageCount: 20 },
);
const calendar = calendarDocument();
const card = cardDocument();

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);

/** Random photo sets: unique ids, any shapes, dates over two years or none, optional hints. */
const photoSets = (max: number) =>
  fc
    .array(
      fc.record({
        width: fc.integer({ min: 200, max: 6000 }),
        height: fc.integer({ min: 200, max: 6000 }),
        day: fc.option(fc.integer({ min: 0, max: 730 }), { nil: undefined, freq: 8 }),
        focus: fc.option(
          fc.record({
            x: fc.double({ min: 0, max: 1, noNaN: true }),
            y: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { nil: undefined },
        ),
        score: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: max },
    )
    .map((items) =>
      items.map(
        ({ width, height, day, focus, score }, i): AutofillPhoto => ({
          id: `p${i}`,
          width,
          height,
          takenAt: day === undefined ? null : new Date(START + day * DAY).toISOString(),
          ...(focus ? { focus } : {}),
          ...(score !== undefined ? { score } : {}),
        }),
      ),
    );

const timeOf = (photos: readonly AutofillPhoto[]) => {
  const byId = new Map(photos.map((p) => [p.id, p.takenAt ? Date.parse(p.takenAt) : Infinity]));
  return (id: string) => byId.get(id)!;
};

/** Photo ids per surface (bottom to top), skipping the front cover's surface. */
function photosBySurface(doc: ProjectDocument, skip?: string): string[][] {
  return doc.surfaceOrder
    .filter((id) => id !== skip)
    .map((id) =>
      (doc.surfaces[id]?.elementIds ?? []).flatMap((elementId) => {
        const element = doc.elements[elementId];
        return element?.type === 'photoSlot' && element.photoId ? [element.photoId] : [];
      }),
    );
}

/** Each surface's photos all taken no later than every photo of a later surface. */
function expectTakenOrder(groups: string[][], time: (id: string) => number) {
  let latest = -Infinity;
  for (const group of groups.filter((g) => g.length > 0)) {
    const times = group.map(time);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(latest);
    latest = Math.max(latest, ...times);
  }
}

describe('autofillBook', () => {
  it('keeps the document valid, the page count even and in bounds, each photo once, pages in taken order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(book, blankBook, busyBook, layflatBook),
        photoSets(160),
        (start, photos) => {
          const doc = autofillBook(start, photos);
          expect(projectDocumentSchema.safeParse(doc).success).toBe(true);
          const pages = bookPageCount(doc);
          const { min, max } = bookPageBounds(doc.options.coverTypeId!);
          expect(pages % 2).toBe(0);
          expect(pages).toBeGreaterThanOrEqual(min);
          expect(pages).toBeLessThanOrEqual(max);
          expect(doc.options.pageCount).toBe(pages);
          const placed = placedPhotoIds(doc);
          if (photos.length > 1) expect(new Set(placed).size).toBe(placed.length);
          // A book holds 6 photos on each of up to 150 pages: these sets always fit whole.
          expect(new Set(placed)).toEqual(new Set(photos.map((p) => p.id)));
          expectTakenOrder(photosBySurface(doc, 'cover'), timeOf(photos));
          expect(autofillBook(start, photos)).toEqual(doc);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('puts the strongest photo on the front cover and 40 photos two to a page of a 20-page book', () => {
    const photos = samplePhotos(40).map((p) => ({ ...p, score: 0.5 }));
    photos[17] = { ...photos[17]!, score: 0.99 };
    const doc = autofillBook(book, photos, { chapterGapDays: 3650 });
    const front = frontCoverOf(doc)!;
    expect(front.slots[0]?.photoId).toBe(photos[17]!.id);
    expect(bookPageCount(doc)).toBe(20);
    const perPage = photosBySurface(doc, 'cover').filter((g) => g.length > 0);
    // Page 1 is the title page; 39 photos over the other 19.
    expect(perPage).toHaveLength(19);
    expect(perPage.every((g) => g.length === 2 || g.length === 3)).toBe(true);
  });

  it('keeps a 20-page book at 20 pages for 40 photos a month apart, merging the closest chapters', () => {
    const monthly = Array.from({ length: 40 }, (_, i) => ({
      id: `m${i}`,
      width: 4000,
      height: 3000,
      takenAt: new Date(Date.UTC(2023, i, 15)).toISOString(),
    }));
    const doc = autofillBook(book, monthly);
    expect(bookPageCount(doc)).toBe(20);
    expect(new Set(placedPhotoIds(doc)).size).toBe(40);
  });

  it('adds pages in leaves for 300 photos, and starts each chapter on a new page', () => {
    const doc = autofillBook(book, samplePhotos(300));
    const pages = bookPageCount(doc);
    expect(pages).toBeGreaterThan(100);
    expect(pages % 2).toBe(0);
    expect(new Set(placedPhotoIds(doc)).size).toBe(300);
    // The cover's spine grew with the book: the cover is the product's own for the new count.
    expect(doc.surfaces.cover!.width).toBeGreaterThan(book.surfaces.cover!.width);

    const twoTrips: AutofillPhoto[] = [0, 1, 2, 20, 21].map((day, i) => ({
      id: `t${i}`,
      width: 4000,
      height: 3000,
      takenAt: new Date(START + day * DAY).toISOString(),
    }));
    const trips = photosBySurface(autofillBook(book, twoTrips, { photosPerPage: 6 }), 'cover');
    const withPhotos = trips.filter((g) => g.length > 0);
    // t0 is the cover; t1–t2 then t3–t4, never mixed on one page.
    for (const group of withPhotos) {
      const days = group.map((id) => Number(id.slice(1)));
      expect(days.every((n) => n < 3) || days.every((n) => n >= 3)).toBe(true);
    }
  });

  it('sends portraits to portrait slots and centres crops on faces', () => {
    const wide = { id: 'wide', width: 6000, height: 3000 };
    const tallA = { id: 'tall-a', width: 2000, height: 4000 };
    const tallB = {
      id: 'tall-b',
      width: 2000,
      height: 4000,
      faces: [{ x: 0.1, y: 0.02, width: 0.1, height: 0.06 }],
    };
    const square = { x: 0, y: 0, width: 800, height: 800 };
    // Two tall photos and a wide one on a wide page: the three-photo layout with two tall slots.
    const page = { x: 0, y: 0, width: 1200, height: 800 };
    for (const region of [square, page]) {
      const pairs = arrange(region, [wide, tallA, tallB]);
      const slotOf = (id: string) => pairs.find((p) => p.photo.id === id)!.slot;
      const aspect = (r: { width: number; height: number }) => r.width / r.height;
      expect(aspect(slotOf('wide'))).toBeGreaterThanOrEqual(aspect(slotOf('tall-a')));
      expect(aspect(slotOf('wide'))).toBeGreaterThanOrEqual(aspect(slotOf('tall-b')));
    }
    // A lone portrait on a wide page keeps its shape, centred.
    const [lone] = arrange(page, [tallA]);
    expect(lone!.slot.height).toBeGreaterThan(lone!.slot.width);
    expect(lone!.slot.x + lone!.slot.width / 2).toBeCloseTo(600);

    const slot = withPhoto(
      { id: 's', type: 'photoSlot', x: 0, y: 0, width: 400, height: 400, rotation: 0 },
      tallB,
    );
    // The face is high in the photo: the crop pans up, as far as the overflow allows.
    expect(slot.crop!.panY).toBeLessThan(0);
    expect(slot.focus?.y).toBeCloseTo(0.05);
    expect(slot.focus?.x).toBeCloseTo(0.15);
  });

  it('lays a blank design: a photo over the empty front, photos inside the page margins', () => {
    const doc = autofillBook(blankBook, samplePhotos(30));
    const front = frontCoverOf(doc)!;
    expect(front.slots).toHaveLength(1);
    expect(front.slots[0]!.photoId).toBeDefined();
    const page = doc.surfaces['page-1']!;
    const slots = page.elementIds
      .map((id) => doc.elements[id]!)
      .filter((e) => e.type === 'photoSlot');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.x).toBeGreaterThanOrEqual(36);
    // Grounds stay underneath: the page's first element is still its background.
    expect(doc.elements[page.elementIds[0]!]!.type).toBe('background');
  });

  it('leaves nothing of an earlier autofill behind when run again with fewer photos', () => {
    const first = autofillBook(book, samplePhotos(60, 1));
    const again = samplePhotos(8, 2).map((p) => ({ ...p, id: `again-${p.id}` }));
    const second = autofillBook(first, again);
    expect(new Set(placedPhotoIds(second))).toEqual(new Set(again.map((p) => p.id)));
    expect(projectDocumentSchema.safeParse(second).success).toBe(true);
  });

  it('refuses a photo that is not one, with the field named', () => {
    expect(() =>
      autofillBook(book, [{ id: 'x', width: 0, height: 10 } as AutofillPhoto]),
    ).toThrowError(/width/);
  });
});

describe('autofillCalendar', () => {
  it('keeps the document valid, every month with photos, each once, months in taken order', () => {
    fc.assert(
      fc.property(photoSets(80), (photos) => {
        const doc = autofillCalendar(calendar, photos);
        expect(projectDocumentSchema.safeParse(doc).success).toBe(true);
        const monthGroups = photosBySurface(doc, 'cover').slice(0, 12);
        expect(monthGroups.every((g) => g.length >= 1 && g.length <= 4)).toBe(true);
        const placed = placedPhotoIds(doc);
        if (photos.length >= 13) {
          expect(new Set(placed).size).toBe(placed.length);
          expectTakenOrder(monthGroups, timeOf(photos));
        }
        expect(autofillCalendar(calendar, photos)).toEqual(doc);
      }),
      { numRuns: 25 },
    );
  });

  it('repeats photos in turn when there are fewer than months, so no month is bare', () => {
    const doc = autofillCalendar(calendar, samplePhotos(5));
    const months = photosBySurface(doc, 'cover').slice(0, 12);
    expect(months.map((g) => g.length)).toEqual(Array(12).fill(1));
    expect(new Set(months.flat()).size).toBe(5);
  });

  it('gives a month up to the chosen number of photos', () => {
    const doc = autofillCalendar(calendar, samplePhotos(100), { maxPhotosPerMonth: 2 });
    const months = photosBySurface(doc, 'cover').slice(0, 12);
    expect(months.every((g) => g.length === 2)).toBe(true);
  });
});

describe('autofillCard', () => {
  it('keeps the document valid and fills the front first, each photo once', () => {
    fc.assert(
      fc.property(photoSets(10), (photos) => {
        const doc = autofillCard(card, photos);
        expect(projectDocumentSchema.safeParse(doc).success).toBe(true);
        const placed = placedPhotoIds(doc);
        expect(new Set(placed).size).toBe(placed.length);
        const front = frontCoverOf(doc)!;
        expect(front.slots[0]?.photoId).toBeDefined();
      }),
      { numRuns: 40 },
    );
  });
});

describe('the interior of a book', () => {
  it('lists its pages after the cover', () => {
    expect(book.surfaceOrder.slice(1).every((id) => isInterior(book.surfaces[id]))).toBe(true);
  });
});

describe('a blank card front', () => {
  it('gets its photo inside the safe area, also under a crest trim', () => {
    for (const productTypeId of [4, 2, 3]) {
      for (const trimTypeId of [1, 5, 6]) {
        const blank = cardDocument({ themeId: 10, photoCount: 0, productTypeId, trimTypeId });
        const front = frontCoverOf(blank)!;
        if (!front.open) continue;
        // A tall photo fills the front's height: where the crest's head cuts in.
        const tall = { ...samplePhotos(1)[0]!, width: 1000, height: 4000 };
        const doc = fillFrontCover(blank, [tall]);
        const surface = doc.surfaces[front.surfaceId]!;
        const safe = safeRectFor(surface, front.region);
        const placed = frontCoverOf(doc)!.slots;
        expect(placed, `type ${productTypeId} trim ${trimTypeId}`).toHaveLength(1);
        expect(containsRect(safe, placed[0]!), `type ${productTypeId} trim ${trimTypeId}`).toBe(
          true,
        );
      }
    }
  });
});
