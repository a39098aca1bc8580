import { readSection } from '../../shared/content/sections';

/*
 * Where a page's live parts (the help centre's search, its answers and forms, the reviews list)
 * sit among its content entry's sections. The entry decides: a component section whose key is a
 * live part's slot marks the place (`{ "type": "component", "component": "help-search" }`), so
 * editors order the page without a release. The slot's site component exists in the store like
 * any other, so a page that has no live part for it (a preview, the gallery) shows the
 * component's own sections instead.
 */

export type PagePiece =
  /** `at`: the index of the run's first section in the entry (a stable key for the run). */
  { kind: 'sections'; sections: unknown[]; at: number } | { kind: 'part'; slot: string };

/** The slot a section marks, when it is a component section naming one of `slots`. */
function slotOf(raw: unknown, slots: readonly string[]): string | undefined {
  const section = readSection(raw);
  return section?.type === 'component' && slots.includes(section.component)
    ? section.component
    : undefined;
}

/**
 * The sections after a page's opening cut into runs at its slot markers, with the live parts in
 * the marked places. A slot the entry does not mark (an older entry, or none) goes first, in the
 * order given, so a live part is never lost with the words around it; a slot marked twice is
 * placed once, at its first marker.
 */
export function placeLiveParts(
  sections: readonly unknown[],
  slots: readonly string[],
): PagePiece[] {
  const pieces: PagePiece[] = [];
  const placed = new Set<string>();
  let run: unknown[] = [];
  let at = 0;
  const flush = () => {
    if (run.length > 0) pieces.push({ kind: 'sections', sections: run, at });
    run = [];
  };
  for (const [index, raw] of sections.entries()) {
    const slot = slotOf(raw, slots);
    if (slot === undefined) {
      if (run.length === 0) at = index;
      run.push(raw);
    } else if (!placed.has(slot)) {
      flush();
      pieces.push({ kind: 'part', slot });
      placed.add(slot);
    }
  }
  flush();
  const unmarked = slots
    .filter((slot) => !placed.has(slot))
    .map((slot): PagePiece => ({ kind: 'part', slot }));
  return [...unmarked, ...pieces];
}
