import { deferredPart } from '../../routing/deferredPart';

/**
 * A product line's illustration where it tops a page (PageIntro): decorative, and its drawings
 * (every line's, ~6 KB) are not needed to show or use the page, so they load after it; the
 * server's HTML shows the picture meanwhile.
 */
export const DeferredProductArt = deferredPart(() =>
  import('./ProductArt').then((module) => ({ default: module.ProductArt })),
);
