import { lookupBy, pluck } from './lookup';
import { PhotoSourceNotFoundError } from './photoSourceErrors';

/**
 * Where photos come from (spec §3). Ids 0, 1, 5, 8, 13 and their albums flags are the spec's.
 * The spec names five external paths but describes four sources, so the cloud drive (id 20) is
 * our addition; every path and name is our choice, kept generic by kind.
 */
export const PHOTO_SOURCES = [
  { id: 0, key: 'own', path: 'upload', name: 'My uploads', hasAlbums: false, external: false },
  { id: 1, key: 'social', path: 'social', name: 'Social network', hasAlbums: true, external: true },
  {
    id: 5,
    key: 'photoHosting',
    path: 'photo-hosting',
    name: 'Photo hosting',
    hasAlbums: true,
    external: true,
  },
  {
    id: 8,
    key: 'cloudPhotos',
    path: 'cloud-photos',
    name: 'Cloud photos',
    hasAlbums: true,
    external: true,
  },
  {
    id: 13,
    key: 'photoSharing',
    path: 'photo-sharing',
    name: 'Photo sharing',
    hasAlbums: false,
    external: true,
  },
  {
    id: 20,
    key: 'cloudDrive',
    path: 'cloud-drive',
    name: 'Cloud drive',
    hasAlbums: true,
    external: true,
  },
] as const;

export type PhotoSource = (typeof PHOTO_SOURCES)[number];
export type PhotoSourceId = PhotoSource['id'];
export type PhotoSourcePath = PhotoSource['path'];

export const OWN_UPLOADS_SOURCE_ID = 0;
export const PHOTO_SOURCE_IDS = pluck(PHOTO_SOURCES, 'id');
export const PHOTO_SOURCE_PATHS = pluck(PHOTO_SOURCES, 'path');
export const EXTERNAL_PHOTO_SOURCES = PHOTO_SOURCES.filter((source) => source.external);

export const photoSourceById = lookupBy(PHOTO_SOURCES, 'id');
const findByPath = lookupBy(PHOTO_SOURCES, 'path');

/** The photo source at a path; throws PhotoSourceNotFoundError for an unknown path (spec §8). */
export function photoSourceByPath(path: string): PhotoSource {
  const source = findByPath(path);
  if (!source) throw new PhotoSourceNotFoundError(path);
  return source;
}
