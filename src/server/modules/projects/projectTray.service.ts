/* The photos added to a project (its tray), in the order they were added. */
export { projectPhotoIds } from './projects.repo';
