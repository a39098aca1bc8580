import { useEffect } from 'react';
import type { PhotoQueryInput } from '../../../workers/photos/engine/photoQuery';
import { formatDate } from '../../shared/format/dates';
import { Link, useNavigate } from '../navigation/navigation';
import styles from './PhotoView.module.css';
import type { PhotoLibrary } from './photoLibrary';
import { type LibraryView, libraryHref } from './photoRoutes';
import { photoUrl } from './photoUrls';
import { usePhotoRecord } from './usePhotoLibrary';
import { usePhotoNeighbours } from './usePhotoNeighbours';

interface PhotoViewProps {
  library: PhotoLibrary;
  version: number;
  query: PhotoQueryInput;
  view: LibraryView & { photoId: number };
  albumName: (id: number) => string;
  /** Whether every stored photo is read: until then a photo not found may still come. */
  complete: boolean;
}

/** One photo large, with its details, and steps to its neighbours in the grid's order. */
export function PhotoView({ library, version, query, view, albumName, complete }: PhotoViewProps) {
  const navigate = useNavigate();
  const { photo, looking } = usePhotoRecord(library, view.photoId, version);
  const { previous, next, position, total } = usePhotoNeighbours(
    library,
    version,
    query,
    view.photoId,
  );
  const hrefOf = (photoId: number) => libraryHref({ ...view, photoId });
  const back = libraryHref({ ...view, photoId: undefined });
  const backLabel = view.fromAlbums
    ? 'Back to albums'
    : view.albumId !== undefined
      ? 'Back to the album'
      : 'Back to photos';
  useEffect(() => {
    // Arrow keys step through the photos, as in any photo viewer; Escape goes back to the grid.
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
        return;
      if (event.key === 'ArrowLeft' && previous !== undefined)
        navigate(hrefOf(previous), { replace: true });
      if (event.key === 'ArrowRight' && next !== undefined)
        navigate(hrefOf(next), { replace: true });
      if (event.key === 'Escape') navigate(back);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  if (!photo && (looking || !complete)) {
    return (
      <div className={styles.view}>
        <p role="status">Loading your photos…</p>
      </div>
    );
  }
  if (!photo) {
    return (
      <div className={styles.view}>
        <Link to={back} className={styles.back}>
          {backLabel}
        </Link>
        <h1>Photo not found</h1>
        <p>This photo is not in your library (it may have been deleted).</p>
      </div>
    );
  }
  const taken = photo.takenAt ? formatDate(photo.takenAt, 'long', 'local') : 'Unknown';
  return (
    <div className={styles.view}>
      <nav aria-label="Photo" className={styles.nav}>
        <Link to={back} className={styles.back}>
          {backLabel}
        </Link>
        {position !== undefined && total !== undefined ? (
          <span>
            {position + 1} of {total}
          </span>
        ) : null}
        <span className={styles.steps}>
          {previous !== undefined ? (
            <Link to={hrefOf(previous)} replace>
              Previous photo
            </Link>
          ) : null}
          {next !== undefined ? (
            <Link to={hrefOf(next)} replace>
              Next photo
            </Link>
          ) : null}
        </span>
      </nav>
      <h1 className={styles.title}>{photo.name}</h1>
      {photo.urls.large ? (
        <img
          src={photoUrl(photo.id, 'large')}
          alt={photo.name}
          width={photo.width}
          height={photo.height}
          className={styles.image}
        />
      ) : (
        <p role="status">This photo is still being prepared; it appears here in a moment.</p>
      )}
      <dl className={styles.details}>
        <dt>Taken</dt>
        <dd>{taken}</dd>
        <dt>Added</dt>
        <dd>{formatDate(photo.createdAt, 'long', 'local')}</dd>
        <dt>Size</dt>
        <dd>
          {photo.width} × {photo.height} pixels
        </dd>
        <dt>Albums</dt>
        <dd>{photo.albumIds.length > 0 ? photo.albumIds.map(albumName).join(', ') : 'None'}</dd>
      </dl>
    </div>
  );
}
