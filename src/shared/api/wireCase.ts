/*
 * camelCase in code, snake_case on the wire (spec §7). Only plain objects and arrays are walked:
 * files, blobs, form data and other class instances pass through untouched, Dates become ISO text.
 * Keys of records are converted too, so data-keyed maps should travel as arrays of entries.
 */

// JSON.parse makes `__proto__` an own key; copying it by assignment would swap the prototype.
const PROTO = '__proto__';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `photoIds` → `photo_ids`; a leading capital gets no leading underscore. */
export function snakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter, offset: number) =>
    offset === 0 ? letter.toLowerCase() : `_${letter.toLowerCase()}`,
  );
}

/** `photo_ids` → `photoIds`; leading and doubled underscores are kept as they are. */
export function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (match, letter: string, offset: number) =>
    offset > 0 && key[offset - 1] !== '_' ? letter.toUpperCase() : match,
  );
}

/** Deep camelCase → snake_case; null and undefined properties dropped, array positions kept. */
export function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null || inner === undefined || key === PROTO) continue;
    out[snakeKey(key)] = toWire(inner);
  }
  return out;
}

/** Deep snake_case → camelCase. */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === PROTO) continue;
    out[camelKey(key)] = fromWire(inner);
  }
  return out;
}
