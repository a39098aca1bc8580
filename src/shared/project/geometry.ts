import { z } from 'zod';

/** A finite number; NaN and infinities never belong in a stored document. */
export const finite = z.number().finite();
export const positive = z.number().finite().positive();
export const nonNegative = z.number().finite().nonnegative();

export const rectSchema = z.object({ x: finite, y: finite, width: positive, height: positive });
export type Rect = z.infer<typeof rectSchema>;

export const pointSchema = z.object({ x: finite, y: finite });
export type Point = z.infer<typeof pointSchema>;

/** A hex colour as stored: #rgb or #rrggbb. */
export const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'a #rrggbb colour');

/** Ids of surfaces and elements: short, URL- and SVG-id-safe. */
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id of letters, digits, - and _');

export function insetRect(rect: Rect, by: number): Rect {
  return {
    x: rect.x + by,
    y: rect.y + by,
    width: rect.width - 2 * by,
    height: rect.height - 2 * by,
  };
}

export function containsRect(outer: Rect, inner: Rect, epsilon = 1e-6): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.width <= outer.x + outer.width + epsilon &&
    inner.y + inner.height <= outer.y + outer.height + epsilon
  );
}
