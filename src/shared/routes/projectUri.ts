const trailingId = /-(\d+)$/;

/** The project id is the number after the last hyphen: 'my-book-123' → 123, 'my-book' → undefined. */
export function projectIdFromUri(projectUri: string): number | undefined {
  const digits = trailingId.exec(projectUri)?.[1];
  if (digits === undefined) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Cards, labels and calendars share the shape of their project pages with their design pages
 * (/cards/:tagGroupUri/:themeUri, and both uris end in an id), so their project pages name this
 * category, which the project page route claims over the design pages.
 */
export const SHARED_PROJECT_CATEGORY = 'shared';

/** The project types whose design pages take /:type/:category/:uri (see above). */
export const themeLineProjectTypes: ReadonlySet<string> = new Set([
  'cards',
  'labels',
  'photo-calendars',
]);
