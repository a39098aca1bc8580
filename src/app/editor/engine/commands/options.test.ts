import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../../shared/catalog/productTypes';
import { type ProjectDocument, projectDocumentSchema } from '../../../../shared/project/document';
import type { EnvelopeOptions } from '../../../../shared/project/options';
import { createProjectFromTemplate } from '../../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../../shared/project/templates/testing/templateSourceFixture';
import { setEnvelope, setPersonalDates, setReel } from './options';

const template = templateSourceFixture;

const envelopeDoc = () => createProjectFromTemplate(template(PRODUCT_TYPE_ID.envelope, ['5x7']));
const calendarDoc = () => createProjectFromTemplate(template(20, ['12x12']));
const reelDoc = () => createProjectFromTemplate(template(PRODUCT_TYPE_ID.memory_reel, ['16x9']));

const addressed = (names: string[]): EnvelopeOptions => ({
  format: 'Standard',
  fontFamily: 'Lilly',
  colorName: 'Red',
  returnAddress: { lines: ['The Parkers', '56 Elm Street'] },
  recipients: names.map((name, i) => ({ addressId: i + 1, lines: [name, `${i + 1} Oak Road`] })),
});

const valid = (doc: ProjectDocument) => projectDocumentSchema.safeParse(doc).success;

describe('product option commands', () => {
  it('prints one envelope front per recipient, designed like the first, and counts them', () => {
    const doc = envelopeDoc();
    expect(doc.surfaceOrder).toEqual(['front', 'flap']);
    const next = setEnvelope(doc, { envelope: addressed(['Ann', 'Bo', 'Cy']) });
    expect(next.surfaceOrder).toEqual(['front-1', 'front-2', 'front-3', 'flap']);
    expect(next.surfaces['front-2']?.label).toBe('To Bo');
    expect(next.surfaces['front-2']?.elementIds.length).toBe(doc.surfaces.front?.elementIds.length);
    expect(next.options.quantity).toBe(3);
    expect(next.options.envelope).toMatchObject({ fontFamily: 'Lilly', colorName: 'Red' });
    expect(valid(next)).toBe(true);

    const fewer = setEnvelope(next, { envelope: addressed(['Ann']) });
    expect(fewer.surfaceOrder).toEqual(['front-1', 'flap']);
    expect(fewer.options.quantity).toBe(1);
    expect(valid(fewer)).toBe(true);
    const none = setEnvelope(fewer, { envelope: addressed([]) });
    expect(none.surfaceOrder).toEqual(['front', 'flap']);
    expect(valid(none)).toBe(true);
  });

  it('refuses options the schema refuses, leaving the document as it was', () => {
    const doc = envelopeDoc();
    const bad = { ...addressed(['Ann']), colorName: 'Pink' } as unknown as EnvelopeOptions;
    expect(setEnvelope(doc, { envelope: bad })).toBe(doc);
  });

  it("keeps a calendar's personal dates in date order without touching its pages", () => {
    const doc = calendarDoc();
    const next = setPersonalDates(doc, {
      dates: [
        { month: 7, day: 4, label: 'Anniversary' },
        { month: 2, day: 14, label: "Mia's birthday" },
      ],
    });
    expect(next.options.personalDates?.map((d) => d.label)).toEqual([
      "Mia's birthday",
      'Anniversary',
    ]);
    expect(next.surfaces).toBe(doc.surfaces);
  });

  it("gives a reel a frame per photo, each frame's slot showing its item's photo", () => {
    const doc = reelDoc();
    const items = ['a', 'b', 'c'].map((photoId) => ({ photoId, durationMs: 3000 }));
    const next = setReel(doc, { reel: { items, musicTrackId: 2 } });
    expect(next.surfaceOrder).toEqual(['frame-1', 'frame-2', 'frame-3']);
    const photoOf = (d: ProjectDocument, frame: string) =>
      d.surfaces[frame]?.elementIds
        .map((id) => d.elements[id])
        .find((e) => e?.type === 'photoSlot');
    expect(photoOf(next, 'frame-3')).toMatchObject({ photoId: 'c' });
    const reordered = setReel(next, { reel: { items: [items[2]!, items[0]!, items[1]!] } });
    expect(photoOf(reordered, 'frame-1')).toMatchObject({ photoId: 'c' });
    expect(photoOf(reordered, 'frame-2')).toMatchObject({ photoId: 'a' });
    expect(valid(reordered)).toBe(true);
  });

  it("gives a blank reel's frames a full-frame photo slot over their background", () => {
    const blank = createProjectFromTemplate({
      ...template(PRODUCT_TYPE_ID.memory_reel, ['16x9']),
      themeId: 10,
    });
    expect(Object.values(blank.elements).some((e) => e.type === 'photoSlot')).toBe(false);
    const next = setReel(blank, { reel: { items: [{ photoId: 'a', durationMs: 2000 }] } });
    const frame = next.surfaces['frame-1']!;
    expect(next.elements['frame-1-photo']).toMatchObject({
      type: 'photoSlot',
      photoId: 'a',
      width: frame.width,
      height: frame.height,
    });
    expect(next.elements[frame.elementIds[0]!]?.type).toBe('background');
    expect(valid(next)).toBe(true);
  });
});
