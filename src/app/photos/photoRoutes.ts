import type { PhotoSort } from '../../shared/photos/photoQuery';
import { build } from '../../shared/routes/build';
import type { RouteMatch } from '../routing/useRouteMatch';

/** Where the library is looking: the URL's sort and duplicate rule, and an album when inside one. */
export interface LibraryView {
  sortBy: PhotoSort;
  hideDuplicates: boolean;
  albumId?: number;
  photoId?: number;
}

const LIBRARY_ROUTES = [
  'photos.library',
  'photos.photo',
  'photos.album',
  'photos.albumPhoto',
] as const;

/** The view a photo-library route shows; undefined on any other route. */
export function libraryViewOf(match: RouteMatch): LibraryView | undefined {
  if (!(LIBRARY_ROUTES as readonly string[]).includes(match.name)) return undefined;
  const params = match.params as { albumId?: string; photoId?: string };
  const query = match.query as { sortBy?: PhotoSort; hideDuplicates?: boolean };
  const albumId = Number(params.albumId);
  const photoId = Number(params.photoId);
  return {
    sortBy: query.sortBy ?? 'date-taken-desc',
    hideDuplicates: query.hideDuplicates ?? true,
    albumId: Number.isInteger(albumId) && albumId > 0 ? albumId : undefined,
    photoId: Number.isInteger(photoId) && photoId > 0 ? photoId : undefined,
  };
}

/** The URL of a view: the grid, or one photo in it, keeping sort and duplicate rule. */
export function libraryHref(view: LibraryView): string {
  const query = { sortBy: view.sortBy, hideDuplicates: view.hideDuplicates };
  const albumId = view.albumId === undefined ? undefined : String(view.albumId);
  const photoId = view.photoId === undefined ? undefined : String(view.photoId);
  if (albumId && photoId) return build('photos.albumPhoto', { ...query, albumId, photoId });
  if (albumId) return build('photos.album', { ...query, albumId });
  if (photoId) return build('photos.photo', { ...query, photoId });
  return build('photos.library', query);
}
