/**
 * Where the content export reads the site's own content (pages, their components, releases,
 * redirects, media). A port, so the export does not care whether content comes from the seed
 * files in the repo (now) or from the content store with drafts and versions (soon): swap the
 * adapter in contentExportDeps.ts.
 */

export const SITE_CONTENT_KINDS = [
  'site-page',
  'site-component',
  'site-content',
  'site-redirect',
  'site-media-reference',
  'site-page-type',
  'release',
] as const;
export type SiteContentKind = (typeof SITE_CONTENT_KINDS)[number];

export type ContentEntity = { id: number } & Record<string, unknown>;

export interface ContentSource {
  /** A page of one kind in a stable id order, and how many there are in all. */
  list(
    kind: SiteContentKind,
    page: { limit: number; offset: number },
  ): Promise<{ items: ContentEntity[]; total: number }>;
  get(kind: SiteContentKind, id: number): Promise<ContentEntity | undefined>;
}

export function isSiteContentKind(kind: string): kind is SiteContentKind {
  return (SITE_CONTENT_KINDS as readonly string[]).includes(kind);
}
