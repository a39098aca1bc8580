/**
 * /my/photos/albums/photo/{photoId}: a photo opened from the albums page. The library's page
 * shows it (its photo view, stepping through the library); the URL stays under /my/photos/albums,
 * and closing it goes back to the albums page.
 */
export { default, meta } from '../PhotoLibraryPage';
