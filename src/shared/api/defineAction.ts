import type { z } from 'zod';
import type { ActionArea } from './areas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a non-GET call sends its payload: JSON by default, form data when asked, uploads as multipart. */
export type BodyEncoding = 'json' | 'form' | 'upload';

/**
 * One call of spec §7. `path` is the full path with `:params`, e.g. `/api/v2/my/albums/:id`.
 * Schemas describe the camelCase shape seen in code; the wire is snake_case (see wireCase.ts).
 */
export interface ActionDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  input: I;
  output: O;
  /** The product area that owns the call (its server folder sits in a context: commerce/cart). */
  area: ActionArea;
  encoding?: BodyEncoding;
  /** Upload timeout in milliseconds, for `encoding: 'upload'`. */
  timeoutMs?: number;
  /**
   * 'none' for the rare state change that carries its own proof instead of the session cookie (the
   * OAuth token exchange, called by apps with a PKCE verifier): no cookie, so no CSRF to check.
   */
  csrf?: 'none';
  /** A larger request body than the server's default (1 MiB) for calls that carry documents. */
  maxBodyBytes?: number;
}

export function defineAction<I extends z.ZodType, O extends z.ZodType>(
  def: ActionDef<I, O>,
): ActionDef<I, O> {
  return def;
}
