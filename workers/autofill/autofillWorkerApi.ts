import { autofillProject, placedPhotoIds } from '../../src/shared/project/autofill/autofill';
import {
  type AutofillOptions,
  type AutofillPhoto,
  autofillInputSchema,
} from '../../src/shared/project/autofill/autofillPhoto';
import { fillFrontCover } from '../../src/shared/project/autofill/frontCover';
import { type ProjectDocument, projectDocumentSchema } from '../../src/shared/project/document';

/** What an autofill answers: the filled document, and which of the photos found no place. */
export interface AutofillResult {
  document: ProjectDocument;
  placed: number;
  unplacedPhotoIds: string[];
}

function checked(
  doc: ProjectDocument,
  photos: readonly AutofillPhoto[],
  options?: AutofillOptions,
) {
  // Both cross a message channel from the page: checked here so a bad call fails with the field.
  return {
    doc: projectDocumentSchema.parse(doc),
    ...autofillInputSchema.parse({ photos, options: options ?? {} }),
  };
}

function resultOf(document: ProjectDocument, photos: readonly AutofillPhoto[]): AutofillResult {
  const placed = new Set(placedPhotoIds(document));
  return {
    document,
    placed: placed.size,
    unplacedPhotoIds: photos.filter((photo) => !placed.has(photo.id)).map((photo) => photo.id),
  };
}

/**
 * The autofill worker's API: the editor's "Autofill" and "Fill the cover" run here, off the main
 * thread and offline, on the same pure functions the server's creation/* calls run. A call is a
 * few milliseconds to a few hundred for the largest book; a page that no longer wants the answer
 * ends the worker (the client's terminate), which is the cancellation.
 */
export const autofillWorkerApi = {
  autofill(
    doc: ProjectDocument,
    photos: readonly AutofillPhoto[],
    options?: AutofillOptions,
  ): AutofillResult {
    const input = checked(doc, photos, options);
    return resultOf(autofillProject(input.doc, input.photos, input.options), input.photos);
  },
  fillFrontCover(doc: ProjectDocument, photos: readonly AutofillPhoto[]): AutofillResult {
    const input = checked(doc, photos);
    return resultOf(fillFrontCover(input.doc, input.photos), input.photos);
  },
};

export type AutofillWorkerApi = typeof autofillWorkerApi;
