/**
 * The content file slug for a catch-all path: 'index' for the root, the path without outer
 * slashes otherwise. Anything that is not plain lowercase words and hyphens has no content file,
 * which also keeps odd paths ('..', encoded characters) away from the file lookup.
 */
export function contentSlug(path: string | undefined): string | null {
  const trimmed = (path ?? '').replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(trimmed) ? trimmed : null;
}
