import { useState } from 'react';
import {
  Button as AriaButton,
  Checkbox,
  GridList,
  GridListItem,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  type Selection,
  SelectValue,
} from 'react-aria-components';
import type { PhotoSource } from '../../../shared/catalog/photoSources';
import { userMessage } from '../../../shared/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dialogActionsClass, dialogTitleClass } from '../../ui/DialogPanel';
import { ImportProgressView } from './ImportProgressView';
import styles from './PhotoSources.module.css';
import { useSourceAlbums, useSourcePhotos, useStartImport } from './sourceQueries';

const ALL_PHOTOS = '';

/**
 * One connected source: pick an album (where the source has them), tick photos, import them.
 * Then the batch's progress takes the dialog's place.
 */
export function SourceBrowser({
  source,
  onBack,
  onClose,
}: {
  source: PhotoSource;
  onBack: () => void;
  onClose: () => void;
}) {
  const [albumId, setAlbumId] = useState(ALL_PHOTOS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [keepAlbum, setKeepAlbum] = useState(true);
  const albums = useSourceAlbums(source.id, source.hasAlbums);
  const photos = useSourcePhotos(source.id, albumId || undefined);
  const start = useStartImport();
  const albumList = albums.data?.pages.flatMap((p) => p.items) ?? [];
  const photoList = photos.data?.pages.flatMap((p) => p.items) ?? [];
  const album = albumList.find((a) => a.id === albumId);
  const names = new Map(photoList.map((p) => [p.id, p.name]));

  if (start.data) {
    return (
      <ImportProgressView
        batchId={start.data.batchId}
        sourceName={source.name}
        nameOf={(id) => names.get(id) ?? id}
        onMore={() => {
          start.reset();
          setSelected(new Set());
        }}
        onClose={onClose}
      />
    );
  }

  const choose = (keys: Selection) =>
    setSelected(
      keys === 'all' ? new Set(photoList.map((p) => p.id)) : new Set([...keys].map(String)),
    );
  const failure = photos.error ?? albums.error;
  return (
    <>
      <div className={styles.browserHeader}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Heading slot="title" className={dialogTitleClass}>
          Import from {source.name}
        </Heading>
      </div>
      {source.hasAlbums ? (
        <div className={styles.albumRow}>
          <Select
            className={styles.select}
            selectedKey={albumId}
            onSelectionChange={(key) => {
              setAlbumId(String(key ?? ALL_PHOTOS));
              setSelected(new Set());
            }}
          >
            <Label className={styles.label}>Album</Label>
            <AriaButton className={styles.selectButton}>
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </AriaButton>
            <Popover className={styles.popover}>
              <ListBox className={styles.listBox}>
                <ListBoxItem id={ALL_PHOTOS} className={styles.option}>
                  All photos
                </ListBoxItem>
                {albumList.map((a) => (
                  <ListBoxItem key={a.id} id={a.id} className={styles.option} textValue={a.name}>
                    {a.name}
                    {a.photoCount === undefined ? '' : ` (${a.photoCount})`}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
          {albums.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={albums.isFetchingNextPage}
              onPress={() => void albums.fetchNextPage()}
            >
              More albums
            </Button>
          ) : null}
        </div>
      ) : null}
      {failure ? <Alert inline>{userMessage(failure)}</Alert> : null}
      <GridList
        aria-label={album ? `Photos in ${album.name}` : `Photos in ${source.name}`}
        layout="grid"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={choose}
        className={styles.photos}
        renderEmptyState={() => (
          <p className={styles.empty}>{photos.isPending ? 'Loading photos…' : 'No photos here.'}</p>
        )}
      >
        {photoList.map((photo) => (
          <GridListItem
            key={photo.id}
            id={photo.id}
            textValue={photo.name}
            className={styles.photo}
          >
            <Checkbox slot="selection" className={styles.tick} aria-label={`Select ${photo.name}`}>
              <span aria-hidden="true" className={styles.tickBox} />
            </Checkbox>
            <img
              src={photo.thumbnailUrl}
              alt=""
              loading="lazy"
              className={styles.thumb}
              width={128}
              height={128}
            />
            <span className={styles.photoName}>{photo.name}</span>
          </GridListItem>
        ))}
      </GridList>
      {photos.hasNextPage ? (
        <Button
          variant="secondary"
          isPending={photos.isFetchingNextPage}
          onPress={() => void photos.fetchNextPage()}
        >
          Show more photos
        </Button>
      ) : null}
      {start.isError ? <Alert inline>{userMessage(start.error)}</Alert> : null}
      <div className={dialogActionsClass}>
        {album ? (
          <Checkbox isSelected={keepAlbum} onChange={setKeepAlbum} className={styles.keepAlbum}>
            <span aria-hidden="true" className={styles.tickBox} />
            Put them in an album “{album.name}”
          </Checkbox>
        ) : null}
        <Button
          variant="secondary"
          isDisabled={photoList.length === 0}
          onPress={() =>
            setSelected(
              selected.size === photoList.length ? new Set() : new Set(photoList.map((p) => p.id)),
            )
          }
        >
          {selected.size === photoList.length && photoList.length > 0
            ? 'Select none'
            : 'Select all shown'}
        </Button>
        <Button
          isDisabled={selected.size === 0}
          isPending={start.isPending}
          onPress={() =>
            start.mutate({
              sourceId: source.id,
              externalIds: [...selected],
              album: album && keepAlbum ? { id: album.id, name: album.name } : undefined,
            })
          }
        >
          {selected.size === 0
            ? 'Import'
            : `Import ${selected.size} ${selected.size === 1 ? 'photo' : 'photos'}`}
        </Button>
      </div>
    </>
  );
}
