/**
 * Turns a parsed query string into a plain payload: `ids[]=1&ids[]=2` and `ids[]=1` both become
 * `ids: ['1', '2']` / `ids: ['1']`, so a one-element list is still a list.
 */
export function payloadFromQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [rawKey, value] of Object.entries(query as Record<string, unknown>)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = Array.isArray(value) ? value : [value];
      out[key] = [...((out[key] as unknown[] | undefined) ?? []), ...list];
    } else {
      out[rawKey] = Array.isArray(value) ? value[value.length - 1] : value;
    }
  }
  return out;
}
