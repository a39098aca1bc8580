import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ProjectDocument } from '../document';
import { createProjectFromTemplate } from '../templates/createProject';
import type { TemplateSource } from '../templates/templateSource';
import { applyDocToY, docToY, yToDoc } from './binding';
import { judgeContributionUpdate } from './contributorRule';

const card: TemplateSource = {
  templateId: 1,
  themeId: 11,
  name: 'Joyful Classic Moments',
  productTypeId: 2,
  photoCount: 3,
  orientation: 'portrait',
  styleId: 2,
  colorIds: [5],
  foilTypeId: 1,
  trimTypeId: 2,
  formatTypeId: 2,
  sizes: ['5x7'],
  keywords: 'wedding invitation',
};

/** The stored state, and the update a contributor's change to a copy of it produces. */
function judge(change: (doc: ProjectDocument) => ProjectDocument) {
  const stored = Y.encodeStateAsUpdate(docToY(createProjectFromTemplate(card)));
  const mine = new Y.Doc();
  Y.applyUpdate(mine, stored);
  const before = Y.encodeStateVector(mine);
  applyDocToY(mine, change(yToDoc(mine)));
  return judgeContributionUpdate(stored, Y.encodeStateAsUpdate(mine, before));
}

const firstSurface = (doc: ProjectDocument) => doc.surfaces[doc.surfaceOrder[0]!]!;
const firstOf = (doc: ProjectDocument, type: string) =>
  Object.values(doc.elements).find((e) => e.type === type);

function withPhotoOnFirstPage(doc: ProjectDocument): ProjectDocument {
  const surface = firstSurface(doc);
  const id = 'added-photo-1';
  return {
    ...doc,
    surfaces: {
      ...doc.surfaces,
      [surface.id]: { ...surface, elementIds: [...surface.elementIds, id] },
    },
    elements: {
      ...doc.elements,
      [id]: {
        id,
        type: 'photoSlot',
        x: 10,
        y: 10,
        width: 50,
        height: 50,
        rotation: 0,
        photoId: 'p9',
      },
    },
  } as ProjectDocument;
}

function withNewPage(doc: ProjectDocument): ProjectDocument {
  const surface = firstSurface(doc);
  const id = 'added-page-1';
  return {
    ...doc,
    surfaceOrder: [...doc.surfaceOrder, id],
    surfaces: { ...doc.surfaces, [id]: { ...surface, id, elementIds: [] } },
  };
}

describe('what a contributor may change', () => {
  it('adds a photo to a page and adds a page', () => {
    expect(judge(withPhotoOnFirstPage)).toEqual({ ok: true });
    expect(judge(withNewPage)).toEqual({ ok: true });
    expect(judge((doc) => withNewPage(withPhotoOnFirstPage(doc)))).toEqual({ ok: true });
  });

  it('changes nothing at all', () => {
    expect(judge((doc) => doc)).toEqual({ ok: true });
  });

  it('may not change text, the title, or remove a page', () => {
    const text = (doc: ProjectDocument) => {
      const element = firstOf(doc, 'text');
      if (!element) throw new Error('the template has no text');
      return {
        ...doc,
        elements: { ...doc.elements, [element.id]: { ...element, text: 'mine now' } },
      };
    };
    expect(judge(text as (doc: ProjectDocument) => ProjectDocument).ok).toBe(false);
    expect(judge((doc) => ({ ...doc, title: 'Renamed' })).ok).toBe(false);
    const moved = (doc: ProjectDocument) => {
      const element = Object.values(doc.elements)[0]!;
      return {
        ...doc,
        elements: { ...doc.elements, [element.id]: { ...element, x: element.x + 5 } },
      };
    };
    expect(judge(moved).ok).toBe(false);
  });
});

describe('the page count a contributor’s pages bring', () => {
  /** The verdict on going from a design with `from` pages in its options to one with `to`. */
  function countChange(from: number, to: number, other: Partial<ProjectDocument['options']> = {}) {
    const start = createProjectFromTemplate(card);
    const stored = Y.encodeStateAsUpdate(
      docToY({ ...start, options: { ...start.options, pageCount: from } } as ProjectDocument),
    );
    const mine = new Y.Doc();
    Y.applyUpdate(mine, stored);
    const vector = Y.encodeStateVector(mine);
    const doc = yToDoc(mine);
    applyDocToY(mine, {
      ...doc,
      options: { ...doc.options, ...other, pageCount: to },
    } as ProjectDocument);
    return judgeContributionUpdate(stored, Y.encodeStateAsUpdate(mine, vector));
  }

  it('may grow, and may not shrink or bring any other change to the options', () => {
    expect(countChange(20, 22)).toEqual({ ok: true });
    expect(countChange(20, 18).ok).toBe(false);
    expect(countChange(20, 22, { quantity: 99 }).ok).toBe(false);
  });
});
