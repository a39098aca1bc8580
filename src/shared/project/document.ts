import { z } from 'zod';
import { elementSchema } from './elements';
import { idSchema } from './geometry';
import { CURRENT_SCHEMA_VERSION } from './migrations/documentMigrations';
import { productOptionsSchema } from './options';
import { surfaceSchema } from './surface';

export { CURRENT_SCHEMA_VERSION };

const documentShape = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  title: z.string().max(200),
  options: productOptionsSchema,
  surfaceOrder: z.array(idSchema),
  surfaces: z.record(idSchema, surfaceSchema),
  elements: z.record(idSchema, elementSchema),
});

/**
 * A project document. Beyond each record's shape, the references must hold: surfaceOrder lists
 * each surface once, records sit under their own id, and every element is on exactly one surface.
 */
export const projectDocumentSchema = documentShape.superRefine((doc, ctx) => {
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  const ordered = new Set(doc.surfaceOrder);
  if (ordered.size !== doc.surfaceOrder.length)
    issue('a surface is listed twice', ['surfaceOrder']);
  for (const id of doc.surfaceOrder) {
    if (!doc.surfaces[id]) issue(`no surface ${id}`, ['surfaceOrder']);
  }
  const owner = new Map<string, string>();
  for (const [id, surface] of Object.entries(doc.surfaces)) {
    if (surface.id !== id) issue(`surface ${id} carries id ${surface.id}`, ['surfaces', id]);
    if (!ordered.has(id)) issue(`surface ${id} is not in surfaceOrder`, ['surfaces', id]);
    for (const elementId of surface.elementIds) {
      if (!doc.elements[elementId]) issue(`no element ${elementId}`, ['surfaces', id]);
      if (owner.has(elementId)) issue(`element ${elementId} is on two surfaces`, ['surfaces', id]);
      owner.set(elementId, id);
    }
  }
  for (const [id, element] of Object.entries(doc.elements)) {
    if (element.id !== id) issue(`element ${id} carries id ${element.id}`, ['elements', id]);
    if (!owner.has(id)) issue(`element ${id} is on no surface`, ['elements', id]);
  }
});

export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

/** The surfaces of a document in order. */
export function orderedSurfaces(doc: ProjectDocument) {
  return doc.surfaceOrder.flatMap((id) => (doc.surfaces[id] ? [doc.surfaces[id]] : []));
}

/** The elements of one surface, bottom to top. */
export function surfaceElements(doc: ProjectDocument, surfaceId: string) {
  const surface = doc.surfaces[surfaceId];
  if (!surface) return [];
  return surface.elementIds.flatMap((id) => (doc.elements[id] ? [doc.elements[id]] : []));
}
