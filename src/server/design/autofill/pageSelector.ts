import { z } from 'zod';
import {
  CURRENT_SCHEMA_VERSION,
  type ProjectDocument,
  projectDocumentSchema,
} from '../../../shared/project/document';
import { elementSchema } from '../../../shared/project/elements';
import { idSchema } from '../../../shared/project/geometry';
import { productOptionsSchema } from '../../../shared/project/options';
import { surfaceSchema } from '../../../shared/project/surface';
import { badRequest } from '../../http/appError';
import { fieldErrorsFromZod } from '../../http/errorBody';

/*
 * What creation/page_preview's `page` names: a page of the project (by surface id or by its
 * index in the document's order), or a page sent whole (a surface, its elements and the product
 * options), which a client previews before it is stored anywhere.
 */

const byId = z.strictObject({ surfaceId: idSchema });
const byIndex = z.strictObject({ index: z.number().int().nonnegative().max(1000) });
const inline = z.strictObject({
  surface: surfaceSchema,
  elements: z.array(elementSchema).max(2000),
  options: productOptionsSchema,
});

export type PageSelector =
  | { kind: 'project'; surfaceId?: string; index?: number }
  | { kind: 'inline'; doc: ProjectDocument };

const CHOOSE_A_PAGE =
  "Send surface_id or index of one of the project's pages, or a surface with its elements and options.";

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    Object.entries(fieldErrorsFromZod(result.error)).map(([key, messages]) => [
      key === '_' ? 'page' : `page.${key}`,
      messages,
    ]),
  );
  throw badRequest('invalid_input', 'The page to preview is not one.', fields);
}

export function pageSelectorOf(page: Record<string, unknown>): PageSelector {
  if ('surface' in page) {
    const { surface, elements, options } = parsed(inline, page);
    const doc = projectDocumentSchema.safeParse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      title: 'Preview',
      options,
      surfaceOrder: [surface.id],
      surfaces: { [surface.id]: surface },
      elements: Object.fromEntries(elements.map((element) => [element.id, element])),
    });
    if (!doc.success) {
      throw badRequest('invalid_input', 'The page and its elements do not match.', {
        page: doc.error.issues.map((issue) => issue.message),
      });
    }
    return { kind: 'inline', doc: doc.data };
  }
  if ('surfaceId' in page) return { kind: 'project', ...parsed(byId, page) };
  if ('index' in page) return { kind: 'project', ...parsed(byIndex, page) };
  throw badRequest('invalid_input', CHOOSE_A_PAGE, { page: [CHOOSE_A_PAGE] });
}

/** The index of the selected page in the document's order, or a 400 naming the field. */
export function pageIndexIn(
  doc: ProjectDocument,
  selector: { surfaceId?: string; index?: number },
) {
  const index =
    selector.surfaceId !== undefined
      ? doc.surfaceOrder.indexOf(selector.surfaceId)
      : selector.index!;
  if (index < 0 || index >= doc.surfaceOrder.length) {
    const field = selector.surfaceId !== undefined ? 'page.surfaceId' : 'page.index';
    throw badRequest('invalid_input', 'This project has no such page.', {
      [field]: [`Choose one of the project's ${doc.surfaceOrder.length} pages.`],
    });
  }
  return index;
}
