import type { Readable } from 'node:stream';
import type { SourceEndpoints } from '../sourceEndpoints';

/** One page of a source's list; `nextCursor` is opaque to everyone but the importer that made it. */
export interface SourcePage<T> {
  items: T[];
  nextCursor?: string;
}

export interface SourceAlbum {
  id: string;
  name: string;
  photoCount?: number;
}

export interface SourcePhoto {
  /** The source's id of the photo: what an import names, and what makes importing it twice a no-op. */
  id: string;
  name: string;
  /** Opaque to callers: what the importer needs to fetch a small preview again (a URL, a path). */
  thumbnailRef: string;
  width?: number;
  height?: number;
  takenAt?: string;
}

/** A picture's bytes as the source sends them; `name` and `mimeType` come from the source. */
export interface SourceFile {
  name: string;
  mimeType?: string;
  body: Readable;
  /** The size the source announced, when it did. */
  size?: number;
  /** The source's response headers, for APIs that put metadata there. */
  headers?: Headers;
}

export interface ListPhotosQuery {
  albumId?: string;
  cursor?: string;
}

/**
 * What the shop needs of an external photo source, whatever its API looks like. Each importer
 * speaks one kind of service's documented public API; the token never leaves the server.
 */
export interface PhotoSourceImporter {
  listAlbums(cursor?: string): Promise<SourcePage<SourceAlbum>>;
  listPhotos(query: ListPhotosQuery): Promise<SourcePage<SourcePhoto>>;
  download(externalId: string): Promise<SourceFile>;
  thumbnail(ref: string): Promise<SourceFile>;
}

export type ImporterFactory = (endpoints: SourceEndpoints, token: string) => PhotoSourceImporter;

/** How many entries an importer asks the source for at once. */
export const SOURCE_PAGE_SIZE = 50;
