/*
 * A project's tray of photos: the photos added to it, in the order they were added, adding
 * more, and which of some photos are in it; and whether a project is its owner's live one (the
 * photos area adds to a tray only then).
 */
export {
  addProjectPhotos,
  ownsLiveProject,
  projectPhotoIds,
  trayPhotoIdsAmong,
} from './projects.repo';
