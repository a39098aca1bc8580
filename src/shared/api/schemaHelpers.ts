import { z } from 'zod';

/*
 * Building blocks for the action schemas. Query strings and path parameters arrive as text, so
 * their numbers and booleans are parsed; JSON bodies keep their types and are checked strictly.
 */

/** A boolean from a query string: true only for true or the text 'true' (spec §5). */
export const queryBoolean = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || value === 'true');

/** An integer from a path parameter or a query string. */
export const queryInt = z.coerce.number<number | string>().int();

/** A record id from a path parameter or a query string. */
export const idParam = queryInt.positive();

/** A record id inside a JSON body. */
export const bodyId = z.number().int().positive();

/** A list of ids from a query string (`ids[]=1&ids[]=2`). */
export const idListParam = z.array(idParam);

/** A list of ids inside a JSON body; at least one, so an empty request is a mistake not a no-op. */
export const bodyIdList = z.array(bodyId).min(1).max(1000);

/** Money is integer cents everywhere (design.md convention 3). */
export const cents = z.number().int();

/** A timestamp as it travels: ISO 8601 text (Dates become this in toWire). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A calendar date as it travels: YYYY-MM-DD. */
export const isoDate = z.iso.date();

export const emptyInput = z.object({});

/** The answer of a call whose only news is that it worked. */
export const okOutput = z.object({ ok: z.literal(true) });

/** Page and page size of a GET list; page 1 and the area's page size when absent. */
export const pagination = {
  page: queryInt.min(1).optional(),
  perPage: queryInt.min(1).max(200).optional(),
};

/** Page and page size inside a JSON body. */
export const bodyPagination = {
  page: z.number().int().min(1).optional(),
  perPage: z.number().int().min(1).max(200).optional(),
};

/** Lists come back as a page of items and the total count. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

/** Data whose fields the spec does not show; the owning area narrows it when it builds the call. */
export const looseRecord = z.record(z.string(), z.unknown());

/** A named value of a catalogue enumeration as the API lists it. */
export const namedOption = z.object({
  id: z.number().int(),
  param: z.string().optional(),
  name: z.string(),
});

/** A file or blob in an upload's form data. */
export const fileInput = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  'Expected a file',
);

export const emailInput = z.email().max(254);
