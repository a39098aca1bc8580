import * as Y from 'yjs';
import { ORIENTATIONS } from '../../../shared/catalog/sizes';
import type { ProjectDocument } from '../../../shared/project/document';
import { ProductOptionsError } from '../../../shared/project/products/makeSurface';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import {
  type TemplateSource,
  templateSourceSchema,
} from '../../../shared/project/templates/templateSource';
import { applyDocToY, yToDoc } from '../../../shared/project/yjs/binding';
import { findTemplateWithTheme } from '../../catalog/catalog/templateRows.service';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/appError';
import { refuseRepricingUpdate } from '../projects/orderedDesignPrice.service';
import { type DesignRelay, storedDocument, storeUpdate } from '../projects/projectContent.service';

/*
 * A project's design as the creation calls read and write it: the Yjs document the projects
 * module stores. Reading merges what is stored; writing turns the new document into one Yjs
 * update against the stored state and appends it through the projects module's own push, so a
 * filled design syncs to every device like any edit.
 */

export interface LoadedDesign {
  ydoc: Y.Doc;
  /** Absent while the project has no design yet (nobody opened it in the editor). */
  doc?: ProjectDocument;
}

export async function loadDesign(db: Db, projectId: number): Promise<LoadedDesign> {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, await storedDocument(db, projectId));
  if (!ydoc.getMap('meta').has('schemaVersion')) return { ydoc };
  try {
    return { ydoc, doc: yToDoc(ydoc) };
  } catch {
    throw conflict(
      'design_unreadable',
      "This project's design could not be read. Open it in the editor, which repairs it, and try again.",
    );
  }
}

/** Stores `next` as the project's design: the difference from the stored state, as one update. */
export async function storeDesign(
  deps: { db: Db; designRelay?: DesignRelay },
  design: LoadedDesign,
  next: ProjectDocument,
  push: { projectId: number; byUserId: number; at: Date },
): Promise<void> {
  const before = Y.encodeStateVector(design.ydoc);
  applyDocToY(design.ydoc, next, 'creation');
  const update = Y.encodeStateAsUpdate(design.ydoc, before);
  const changed = !sameVector(before, Y.encodeStateVector(design.ydoc));
  if (!changed) return;
  await refuseRepricingUpdate(deps.db, push.projectId, update);
  await storeUpdate(deps, { ...push, update }, next.schemaVersion);
}

const sameVector = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The catalogue template a call names, or a 400 on its field. */
export async function templateSourceFor(db: Db, templateId: number): Promise<TemplateSource> {
  const row = await findTemplateWithTheme(db, templateId);
  if (!row) {
    throw badRequest('invalid_input', 'No template has this id.', {
      templateId: ['No template has this id.'],
    });
  }
  // A theme row with an orientation the document does not know is drawn in the template's default.
  const orientation = (ORIENTATIONS as readonly string[]).includes(row.orientation ?? '')
    ? (row.orientation as TemplateSource['orientation'])
    : null;
  return templateSourceSchema.parse({ ...row, orientation });
}

/**
 * A template's document, made in the project's own product choices (size, cover, page count,
 * starting month) when the project already has a design of the same product type; in the
 * template's own choices otherwise, or when the project's do not fit the template.
 */
export function templateDocumentFor(
  source: TemplateSource,
  current: ProjectDocument | undefined,
): ProjectDocument {
  if (current && current.options.productTypeId === source.productTypeId) {
    try {
      return createProjectFromTemplate(source, {
        ...current.options,
        themeId: source.themeId,
        templateId: source.templateId,
      });
    } catch (error) {
      if (!(error instanceof ProductOptionsError)) throw error;
    }
  }
  return createProjectFromTemplate(source);
}
