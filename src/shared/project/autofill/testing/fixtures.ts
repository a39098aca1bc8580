import { seededRandom } from '../../../photos/testing/generatePhotos';
import type { ProjectDocument } from '../../document';
import { createProjectFromTemplate } from '../../templates/createProject';
import type { TemplateSource } from '../../templates/templateSource';
import type { AutofillPhoto } from '../autofillPhoto';

/*
 * Documents and photo sets for autofill's tests and bench: catalogue-like templates of each line,
 * and photo libraries made from a seed (no randomness, so a bench run is comparable to the last).
 */

const template = (over: Partial<TemplateSource>): TemplateSource => ({
  templateId: 1,
  themeId: 2,
  name: 'Our Year',
  productTypeId: 1,
  photoCount: 2,
  orientation: null,
  styleId: 1,
  colorIds: [],
  foilTypeId: null,
  trimTypeId: null,
  formatTypeId: null,
  sizes: ['12x12'],
  keywords: 'travel family',
  ...over,
});

export function bookDocument(over: Partial<TemplateSource> = {}): ProjectDocument {
  return createProjectFromTemplate(template(over));
}

export function calendarDocument(over: Partial<TemplateSource> = {}): ProjectDocument {
  return createProjectFromTemplate(template({ productTypeId: 20, ...over }));
}

export function cardDocument(over: Partial<TemplateSource> = {}): ProjectDocument {
  return createProjectFromTemplate(
    template({ productTypeId: 4, sizes: ['5x7'], photoCount: 3, ...over }),
  );
}

/**
 * A library of `count` photos over about two years, in bursts (trips, parties) with quiet weeks
 * between; a third portrait, some with faces, some with a score. Given shuffled, as uploads are.
 */
export function samplePhotos(count: number, seed = 7): AutofillPhoto[] {
  const random = seededRandom(seed);
  let time = Date.UTC(2024, 0, 6, 9);
  const photos: AutofillPhoto[] = [];
  for (let i = 0; i < count; i++) {
    time += random() < 0.08 ? (8 + random() * 30) * 86_400_000 : random() * 3 * 3_600_000;
    const portrait = random() < 0.33;
    const long = 3000 + Math.round(random() * 3000);
    const short = Math.round(long * (0.56 + random() * 0.2));
    const faces =
      random() < 0.4
        ? [{ x: 0.2 + random() * 0.5, y: 0.15 + random() * 0.4, width: 0.12, height: 0.16 }]
        : undefined;
    photos.push({
      id: `photo-${i + 1}`,
      width: portrait ? short : long,
      height: portrait ? long : short,
      takenAt: new Date(time).toISOString(),
      ...(faces ? { faces } : {}),
      ...(random() < 0.5 ? { score: Math.round(random() * 100) / 100 } : {}),
    });
  }
  for (let i = photos.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [photos[i], photos[j]] = [photos[j]!, photos[i]!];
  }
  return photos;
}
