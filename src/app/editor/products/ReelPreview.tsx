import { useSyncExternalStore } from 'react';
import type { PhotoResolver } from '../../../shared/render/context';
import type { EditorEngine } from '../engine/editorEngine';
import own from './Products.module.css';
import { ReelPlayer } from './ReelPlayer';
import { useMusicTracks } from './useMusicTracks';

/** /memories/preview: the reel plays, full width, with its track; nothing to edit. */
export function ReelPreview({
  engine,
  photos,
  title,
}: {
  engine: EditorEngine;
  photos: PhotoResolver;
  title: string;
}) {
  const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const tracks = useMusicTracks();
  const trackId = state.doc.options.reel?.musicTrackId;
  const track = tracks.data?.items.find((t) => t.id === trackId);
  return (
    <main className={own.previewPage}>
      <h1 className={own.previewTitle}>{title}</h1>
      <ReelPlayer doc={state.doc} photos={photos} trackUrl={track?.url} />
      {track ? (
        <p className={own.previewTrack}>
          Music: {track.name}
          {track.artist ? ` by ${track.artist}` : ''}
        </p>
      ) : null}
    </main>
  );
}
