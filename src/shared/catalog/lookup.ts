/** A literal type widened to its primitive, so lookups accept any number or string from the outside. */
export type Widen<V> = V extends number ? number : V extends string ? string : V;

/** A lookup by one key of a catalogue list; undefined when no entry has that value (first entry wins). */
export function lookupBy<T, K extends keyof T>(
  items: readonly T[],
  key: K,
): (value: Widen<T[K]>) => T | undefined {
  const index = new Map<unknown, T>();
  for (const item of items) {
    if (!index.has(item[key])) index.set(item[key], item);
  }
  return (value) => index.get(value);
}

/** One field of every entry, kept as a non-empty tuple so it can feed z.enum and route enumerations. */
export function pluck<L extends readonly [unknown, ...unknown[]], K extends keyof L[number]>(
  items: L,
  key: K,
): readonly [L[number][K], ...L[number][K][]] {
  return items.map((item) => (item as L[number])[key]) as unknown as readonly [
    L[number][K],
    ...L[number][K][],
  ];
}
