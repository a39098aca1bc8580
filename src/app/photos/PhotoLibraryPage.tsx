import { useState } from 'react';
import { Checkbox, Input, Label, SearchField } from 'react-aria-components';
import { build } from '../../shared/routes/build';
import { Link, useNavigate } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { useSession } from '../state/session/useSession';
import { Container } from '../ui/Container';
import { useAlbums } from './albumQueries';
import { HiddenDuplicates } from './HiddenDuplicates';
import { type FacetFilters, PhotoFacets } from './PhotoFacets';
import { PhotoGrid } from './PhotoGrid';
import styles from './PhotoLibrary.module.css';
import { PhotoView } from './PhotoView';
import { type LibraryView, libraryHref, libraryViewOf } from './photoRoutes';
import { SelectionBar } from './SelectionBar';
import { SignInForPhotos } from './SignInForPhotos';
import { SortPicker } from './SortPicker';
import { UploadPanel } from './upload/UploadPanel';
import { useUploadQueue } from './upload/useUploadQueue';
import { usePhotoLibrary } from './usePhotoLibrary';
import { usePhotoQuery } from './usePhotoQuery';

export function meta(): PageMeta {
  return { title: 'My photos', robots: 'noindex', canonical: null };
}

/**
 * Filters and search outlive the page component: opening a photo and coming back (a separate
 * route, so a fresh component) finds the grid as it was left. The URL keeps sort and duplicates.
 */
let remembered: { filters: FacetFilters; text: string } = { filters: {}, text: '' };

export default function PhotoLibraryPage() {
  const session = useSession();
  const user = session.data?.user;
  if (!user) return <SignInForPhotos />;
  return <Library ownerId={user.id} />;
}

function Library({ ownerId }: { ownerId: number }) {
  const match = useRouteMatch();
  const view = libraryViewOf(match) as LibraryView;
  const navigate = useNavigate();
  const { library, state } = usePhotoLibrary(ownerId);
  const { queue, items } = useUploadQueue(library, state.ready);
  const albums = useAlbums();
  const [filters, setFilters] = useState(remembered.filters);
  const [text, setText] = useState(remembered.text);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  remembered = { filters, text };
  const albumFilter = view.albumId === undefined ? filters.album : [view.albumId];
  // Opened from the albums page, a photo steps through the whole library, not the grid's filters.
  const listFilters = view.fromAlbums ? {} : { ...filters, album: albumFilter };
  const query = {
    filters: listFilters,
    text: view.fromAlbums ? '' : text,
    sortBy: view.sortBy,
    hideDuplicates: view.hideDuplicates,
  };
  const result = usePhotoQuery(library, state.version, { ...query, limit: 1 }, state.ready);
  // The same list with its duplicates: how many 'hide duplicates' keeps out of it.
  const withDuplicates = usePhotoQuery(
    library,
    state.version,
    { ...query, hideDuplicates: false, limit: 1 },
    state.ready && view.hideDuplicates,
  );
  const hiddenCount =
    view.hideDuplicates && result && withDuplicates ? withDuplicates.total - result.total : 0;
  const albumName = (id: number) =>
    albums.data?.items.find((a) => a.id === id)?.name ?? `Album ${id}`;
  const title = view.albumId === undefined ? 'My photos' : albumName(view.albumId);
  const toView = (change: Partial<LibraryView>) =>
    navigate(libraryHref({ ...view, photoId: undefined, ...change }), { replace: true });

  if (view.photoId !== undefined) {
    // The server and the hydrating page have no library yet: both show this, so they agree.
    if (!library || !state.ready) {
      return (
        <Container className={styles.page}>
          <p role="status" className={styles.syncState}>
            Loading your photos…
          </p>
        </Container>
      );
    }
    return (
      <Container className={styles.page}>
        <PhotoView
          library={library}
          version={state.version}
          query={query}
          view={{ ...view, photoId: view.photoId }}
          albumName={albumName}
          complete={state.complete}
        />
      </Container>
    );
  }

  const empty = state.ready && state.size === 0 && items.length === 0;
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label="Photo library" className={styles.nav}>
          {view.albumId !== undefined ? (
            <Link to={libraryHref({ ...view, albumId: undefined })}>All photos</Link>
          ) : null}
          <Link to={build('photos.albums', {})}>Albums</Link>
        </nav>
      </div>
      {/* After hydration only: the queue lives in the browser, and the server's HTML has none. */}
      {queue && state.ready ? <UploadPanel queue={queue} items={items} /> : null}
      <p role="status" className={styles.syncState}>
        {!state.ready
          ? 'Loading your photos…'
          : state.sync === 'offline'
            ? "You're offline. Showing the photos saved on this device."
            : state.sync === 'failed'
              ? "We couldn't refresh your photos. Showing the ones saved on this device."
              : ''}
      </p>
      {empty ? (
        <div className={styles.empty}>
          <h2>No photos yet</h2>
          <p>Upload photos from this device to use them in your books, cards and prints.</p>
        </div>
      ) : null}
      {state.ready && !empty && library ? (
        <>
          <div className={styles.toolbar}>
            <SearchField
              value={text}
              onChange={setText}
              className={styles.search}
              aria-label="Search photos by name"
            >
              <Label className={styles.label}>Search</Label>
              <Input className={styles.searchInput} placeholder="Photo name" />
            </SearchField>
            <SortPicker value={view.sortBy} onChange={(sortBy) => toView({ sortBy })} />
            <Checkbox
              isSelected={view.hideDuplicates}
              onChange={(hideDuplicates) => toView({ hideDuplicates })}
              className={styles.checkbox}
            >
              <span className={styles.box} aria-hidden="true" />
              Hide duplicates
            </Checkbox>
          </div>
          {result ? (
            <details className={styles.filters} open>
              <summary>Filters</summary>
              <PhotoFacets
                counts={result.facets}
                filters={filters}
                onChange={setFilters}
                albumName={albumName}
                showAlbums={view.albumId === undefined}
              />
            </details>
          ) : null}
          <p className={styles.count} aria-live="polite">
            {!state.complete
              ? 'Loading the rest of your photos…'
              : result
                ? `${result.total} ${result.total === 1 ? 'photo' : 'photos'}`
                : ''}
            {state.complete && hiddenCount > 0 ? (
              <HiddenDuplicates
                count={hiddenCount}
                onShow={() => toView({ hideDuplicates: false })}
              />
            ) : null}
          </p>
          <SelectionBar
            library={library}
            selected={selected}
            albumId={view.albumId}
            onDone={() => setSelected(new Set())}
          />
          {result ? (
            <PhotoGrid
              library={library}
              version={state.version}
              query={query}
              total={result.total}
              selected={selected}
              onToggle={(id) => setSelected((current) => toggled(current, id))}
              hrefOf={(photoId) => libraryHref({ ...view, photoId })}
              listHref={libraryHref({ ...view, photoId: undefined })}
            />
          ) : null}
        </>
      ) : null}
    </Container>
  );
}

function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
