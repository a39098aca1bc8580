/*
 * Photos and albums imported from an external source live in the photos area's tables; the photo
 * sources area's import jobs find and store them through here.
 */
export { findImportedPhotoId, insertImportedPhoto, sourceAlbumId } from './importedPhotos.repo';
