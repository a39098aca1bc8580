import type { PhotoSort } from '../../../workers/photos/engine/photoQuery';
import { build } from '../../shared/routes/build';
import type { RouteMatch } from '../navigation/useRouteMatch';

/**
 * Where the library is looking: the URL's sort and duplicate rule, an album when inside one, and
 * whether the photo was opened from the albums page (its URLs stay under /my/photos/albums).
 */
export interface LibraryView {
  sortBy: PhotoSort;
  hideDuplicates: boolean;
  albumId?: number;
  photoId?: number;
  fromAlbums?: boolean;
}

const LIBRARY_ROUTES = [
  'photos.library',
  'photos.photo',
  'photos.album',
  'photos.albumPhoto',
  'photos.albumsPhoto',
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
    ...(match.name === 'photos.albumsPhoto' ? { fromAlbums: true } : {}),
  };
}

/**
 * The URL of a view: the list, or one photo in it, keeping sort and duplicate rule and the URL
 * family the photo was opened in (library, an album, the albums page).
 */
export function libraryHref(view: LibraryView): string {
  const query = { sortBy: view.sortBy, hideDuplicates: view.hideDuplicates };
  const albumId = view.albumId === undefined ? undefined : String(view.albumId);
  const photoId = view.photoId === undefined ? undefined : String(view.photoId);
  if (albumId && photoId) return build('photos.albumPhoto', { ...query, albumId, photoId });
  if (albumId) return build('photos.album', { ...query, albumId });
  if (view.fromAlbums && photoId) return build('photos.albumsPhoto', { ...query, photoId });
  if (view.fromAlbums) return build('photos.albums', query);
  if (photoId) return build('photos.photo', { ...query, photoId });
  return build('photos.library', query);
}

/**
 * Where each list was scrolled when a photo was opened from it, by the list's URL: closing the
 * photo comes back to the same place (navigating scrolls to the top, and the virtualised grid
 * only has its height once its query answers, so the browser cannot restore it).
 */
const listScroll = new Map<string, number>();

export function rememberListScroll(listHref: string, scrollY: number): void {
  listScroll.set(listHref, scrollY);
}

/** The remembered position of this list, once: a later plain visit starts at the top. */
export function takeListScroll(listHref: string): number | undefined {
  const scrollY = listScroll.get(listHref);
  listScroll.delete(listHref);
  return scrollY;
}
