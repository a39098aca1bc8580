/**
 * The photos area (photo library, albums, uploads, mobile upload, photo friends).
 * Its public entry: what other areas may use. Another area imports only from here
 * (tests/architecture/rules.ts checks it), so what is inside the folder can move without
 * breaking them. Pages are not here: the route table loads each page file on its own chunk.
 */
export { useAlbums } from './albumQueries';
export { Thumbnail } from './Thumbnail';
export { UploadPanel } from './upload/UploadPanel';
export { useUploadQueue } from './upload/useUploadQueue';
export { usePhotoIdWindow } from './usePhotoIdWindow';
export { useLibraryOnDevice, usePhotoLibrary } from './usePhotoLibrary';
export { usePhotoQuery } from './usePhotoQuery';
