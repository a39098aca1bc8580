import type { SectionOf, SectionType } from '../../../shared/content/sections';

/** What every section component gets: its data and whether it opens the page (then it holds the h1). */
export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  opening?: boolean;
}

/** The section types that can open a page with its h1. */
export const OPENING_TYPES: ReadonlySet<SectionType> = new Set([
  'hero',
  'campaign-hero',
  'category-header',
  'product-header',
  'product-hero',
]);
