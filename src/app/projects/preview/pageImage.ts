/** Which stored project a preview draws, and the version its images are cached under. */
export interface PreviewSource {
  projectId: number;
  /** The project's last change (ISO), so an image is cached until the project changes. */
  updatedAt: string;
  /** An unlisted link's key, passed on so its viewer may see the pages too. */
  viewKey?: string;
}

/** The widths the server draws pages at (CSS pixels), for srcset. */
export const PAGE_WIDTHS = [480, 960, 1600] as const;

/**
 * A page (or one panel of it) of a stored project, drawn on the server by the one renderer with
 * the owner's photos: GET /projects/{id}/pages/{surfaceId}.svg.
 */
export function pageImageUrl(
  source: PreviewSource,
  surfaceId: string,
  { width = 960, panel }: { width?: number; panel?: string } = {},
): string {
  const query = new URLSearchParams({ v: String(Date.parse(source.updatedAt)), w: String(width) });
  if (panel) query.set('panel', panel);
  if (source.viewKey) query.set('vk', source.viewKey);
  return `/projects/${source.projectId}/pages/${encodeURIComponent(surfaceId)}.svg?${query}`;
}

export function pageImageSrcSet(source: PreviewSource, surfaceId: string, panel?: string): string {
  return PAGE_WIDTHS.map(
    (width) => `${pageImageUrl(source, surfaceId, { width, panel })} ${width}w`,
  ).join(', ');
}
