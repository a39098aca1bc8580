import { MAX_LAYOUT_PHOTOS } from '../templates/layouts';

/*
 * How many pages each chapter gets and which photos go on each page. Pure arithmetic on counts,
 * so it is tested apart from documents.
 */

/** Pages a set of chapters wants at `perPage` photos a page. */
export function pagesWanted(chapterSizes: readonly number[], perPage: number): number {
  return chapterSizes.reduce((sum, size) => sum + Math.ceil(size / perPage), 0);
}

/**
 * Shares `pages` among chapters (each starts on a new page). Every chapter first gets the fewest
 * pages that hold it at the layout library's maximum; the rest go one at a time to the most
 * crowded chapter, until the pages run out or every photo has a page to itself. Returns
 * undefined when even the fewest pages are more than there are.
 */
export function sharePages(chapterSizes: readonly number[], pages: number): number[] | undefined {
  const share = chapterSizes.map((size) => Math.ceil(size / MAX_LAYOUT_PHOTOS));
  let spare = pages - share.reduce((sum, n) => sum + n, 0);
  if (spare < 0) return undefined;
  while (spare > 0) {
    let crowded = -1;
    let density = 1;
    chapterSizes.forEach((size, index) => {
      const perPage = size / share[index]!;
      if (perPage > density) {
        crowded = index;
        density = perPage;
      }
    });
    if (crowded < 0) break;
    share[crowded]! += 1;
    spare -= 1;
  }
  return share;
}

/** `items` cut into `parts` consecutive runs whose lengths differ by at most one. */
export function evenRuns<T>(items: readonly T[], parts: number): T[][] {
  const runs: T[][] = [];
  for (let part = 0; part < parts; part++) {
    const start = Math.floor((part * items.length) / parts);
    const end = Math.floor(((part + 1) * items.length) / parts);
    runs.push(items.slice(start, end));
  }
  return runs;
}
