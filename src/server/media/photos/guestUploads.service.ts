/*
 * What a guest's upload link reaches in the photos area: the guest's album in the owner's
 * library, and the upload session its key opens. The link's signature, checked by the
 * uploadLinks area, stands in for a signed-in owner.
 */
export { findOrCreateGuestAlbum } from './albums.repo';
export { findLiveUploadSessionByKey } from './uploadSessions.repo';
