import { build } from '../../../shared/routes/build';
import { Navigate } from '../../routing/navigation';
import type { PageMeta } from '../../routing/pageModule';
import { useRouteMatch } from '../../routing/useRouteMatch';

export function meta(): PageMeta {
  return { title: 'My photos', robots: 'noindex', canonical: null };
}

/**
 * /my/photos/albums/photo/{photoId}: a photo opened from the albums page is shown by the library's
 * photo view, with the same sort and duplicate rule.
 */
export default function AlbumsPhotoPage() {
  const match = useRouteMatch('photos.albumsPhoto');
  if (!match) return null;
  const { photoId } = match.params;
  return <Navigate to={build('photos.photo', { ...match.query, photoId })} replace />;
}
