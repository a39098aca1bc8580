import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { Link } from '../../navigation/navigation';
import type { PageMeta } from '../../navigation/pageModule';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { ModalFrame } from '../../ui/ModalFrame';
import { type Album, useAlbums } from '../albumQueries';
import { photoUrl } from '../photoUrls';
import { SignInForPhotos } from '../SignInForPhotos';
import { AlbumNameDialog } from './AlbumNameDialog';
import styles from './Albums.module.css';
import { ConfirmDeleteAlbum } from './ConfirmDeleteAlbum';
import { photoCount } from './photoCount';

export function meta(): PageMeta {
  return { title: 'My albums', robots: 'noindex', canonical: null };
}

/** The albums page: the signed-in person's albums, each opening the library filtered to it. */
export default function AlbumsPage() {
  const session = useSession();
  if (!session.data?.user) return <SignInForPhotos />;
  return <Albums />;
}

function Albums() {
  const albums = useAlbums();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>My albums</h1>
        <nav aria-label="Photo library" className={styles.nav}>
          <Link to={build('photos.library', {})}>All photos</Link>
        </nav>
        <DialogTrigger>
          <Button>New album</Button>
          <NameModal onSaved={setStatus} />
        </DialogTrigger>
      </div>
      <Alert tone="success" inline>
        {status}
      </Alert>
      {albums.isError ? (
        <Alert>{userMessage(albums.error)}</Alert>
      ) : !albums.data ? (
        <p className={styles.muted}>Loading your albums…</p>
      ) : albums.data.items.length === 0 ? (
        <div className={styles.empty}>
          <h2>No albums yet</h2>
          <p>Make an album to keep the photos of a trip or an occasion together.</p>
        </div>
      ) : (
        <ul className={styles.albums} aria-label="Albums">
          {albums.data.items.map((album) => (
            <AlbumCard key={album.id} album={album} onChange={setStatus} />
          ))}
        </ul>
      )}
    </Container>
  );
}

function NameModal({ album, onSaved }: { album?: Album; onSaved: (message: string) => void }) {
  return (
    <ModalFrame>
      <AlbumNameDialog album={album} onSaved={onSaved} />
    </ModalFrame>
  );
}

function AlbumCard({ album, onChange }: { album: Album; onChange: (message: string) => void }) {
  const count = photoCount(album.photoCount);
  return (
    <li className={styles.album} aria-label={album.name}>
      <Link
        to={build('photos.album', { albumId: String(album.id) })}
        className={styles.albumLink}
        aria-label={`${album.name}, ${count}`}
      >
        <span className={styles.cover}>
          {album.coverPhotoId === undefined ? null : (
            <img
              src={photoUrl(album.coverPhotoId, 'small')}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
        <span className={styles.albumName}>{album.name}</span>
        <span className={styles.albumCount}>{count}</span>
      </Link>
      <div className={styles.albumActions}>
        <DialogTrigger>
          <Button variant="secondary" aria-label={`Rename the album ${album.name}`}>
            Rename
          </Button>
          <NameModal album={album} onSaved={onChange} />
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="secondary" aria-label={`Delete the album ${album.name}`}>
            Delete
          </Button>
          <ModalFrame>
            <ConfirmDeleteAlbum album={album} onDeleted={onChange} />
          </ModalFrame>
        </DialogTrigger>
      </div>
    </li>
  );
}
