import * as Y from 'yjs';
import { toWire } from '../../../shared/api/wireCase';
import type { TemplateSource } from '../../../shared/project/templates/templateSource';
import { docToY } from '../../../shared/project/yjs/binding';
import { toBase64 } from '../engine/saving/base64';
import { sampleBook } from '../engine/testing/sampleBook';

/* Fixtures the session's tests share: a template, a server project and its design on the wire. */

export const BOOK_TEMPLATE: TemplateSource = {
  templateId: 5,
  themeId: 12,
  name: 'Summer Story',
  productTypeId: 1,
  photoCount: 3,
  orientation: 'square',
  styleId: 1,
  colorIds: [1],
  sizes: ['8x8'],
  keywords: 'travel summer',
};

export const CALENDAR_TEMPLATE: TemplateSource = {
  ...BOOK_TEMPLATE,
  templateId: 6,
  name: 'Seasons',
  productTypeId: 20,
  sizes: ['12x12'],
};

/** A design as the content call answers it. */
export function designOnWire(pages = 3) {
  const ydoc = new Y.Doc();
  docToY(sampleBook(pages, 2), ydoc);
  return {
    update: toBase64(Y.encodeStateAsUpdate(ydoc)),
    stateVector: toBase64(Y.encodeStateVector(ydoc)),
  };
}

export function projectOnWire(id: number, typeUri = 'photo-books', baseTypeId = 1) {
  return toWire({
    id,
    type: { baseTypeId, typeUri },
    uri: `our-year-${id}`,
    name: 'Our Year',
    productTypeId: baseTypeId,
    status: 'inProgress',
    role: 'owner',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    viewableBy: 'Invite',
    options: {},
    templateId: 5,
    themeId: 12,
    collaborators: [],
  });
}

export function contentOnWire(projectId: number, design = designOnWire()) {
  return toWire({
    projectId,
    update: design.update,
    stateVector: design.stateVector,
    schemaVersion: 1,
    updatedAt: '2026-11-01T00:00:00Z',
  });
}
