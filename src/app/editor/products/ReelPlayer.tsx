import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../shared/project/document';
import {
  reelItemsOf,
  reelPositionAt,
  reelStartOf,
} from '../../../shared/project/products/memoryReel';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { Button } from '../../ui/Button';
import { svgToReact } from '../../ui/svgToReact';
import own from './Products.module.css';

const seconds = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

/**
 * Plays a memory reel: its photos in order, each for its own duration, drawn by the one renderer,
 * with the chosen track. Play/pause, previous/next and restart by button or key (Space or K,
 * the arrow keys, Home), as video players do.
 */
export function ReelPlayer({
  doc,
  photos,
  trackUrl,
}: {
  doc: ProjectDocument;
  photos: PhotoResolver;
  trackUrl?: string;
}) {
  const items = reelItemsOf(doc);
  const total = items.reduce((sum, item) => sum + item.durationMs, 0);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);
  const clock = useRef<{ at: number; from: number } | undefined>(undefined);
  const position = reelPositionAt(items, elapsed);
  const index = position?.index ?? 0;
  const frameId = doc.surfaceOrder[index];

  const latest = useRef(elapsed);
  latest.current = elapsed;

  // The clock runs on animation frames while playing and stops at the end of the reel.
  useEffect(() => {
    if (!playing) return;
    const from = latest.current >= total ? 0 : latest.current;
    clock.current = { at: performance.now(), from };
    let frame = 0;
    const tick = () => {
      const start = clock.current;
      if (!start) return;
      const next = start.from + (performance.now() - start.at);

      if (next >= total) {
        setElapsed(total);
        setPlaying(false);
        return;
      }
      setElapsed(next);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clock.current = undefined;
    };
  }, [playing, total]);

  // The track follows the reel: it plays and pauses with it, and seeks when the photo is changed.
  useEffect(() => {
    const element = audio.current;
    if (!element || !trackUrl) return;
    if (playing) void element.play?.()?.catch(() => {});
    else element.pause?.();
  }, [playing, trackUrl]);

  const seek = useCallback(
    (to: number) => {
      const clamped = Math.max(0, Math.min(items.length - 1, to));
      const at = reelStartOf(items, clamped);
      setElapsed(at);
      if (clock.current) clock.current = { at: performance.now(), from: at };
      if (audio.current && trackUrl) audio.current.currentTime = at / 1000;
    },
    [items, trackUrl],
  );
  const toggle = () => setPlaying((now) => !now && items.length > 0);

  const tree = useMemo(
    () =>
      frameId && doc.surfaces[frameId]
        ? renderSurface(doc, frameId, { mode: 'preview', photos, idPrefix: `reel-${frameId}` })
        : undefined,
    [doc, frameId, photos],
  );

  if (items.length === 0) {
    return <p className={own.reelEmpty}>This reel has no photos yet.</p>;
  }
  return (
    <section
      className={own.player}
      aria-label="Memory reel player"
      onKeyDown={(event) => {
        // Space on a focused button presses that button; it is not a second play/pause.
        const target = event.target as HTMLElement;
        if (event.key === ' ' && target.closest?.('button, input')) return;
        switch (event.key) {
          case ' ':
          case 'k':
            toggle();
            break;
          case 'ArrowRight':
            seek(index + 1);
            break;
          case 'ArrowLeft':
            seek(index - 1);
            break;
          case 'Home':
            seek(0);
            break;
          default:
            return;
        }
        event.preventDefault();
      }}
    >
      <div className={own.screen}>
        {tree
          ? svgToReact(tree, undefined, {
              width: '100%',
              height: '100%',
              role: 'img',
              'aria-label': `Photo ${index + 1} of ${items.length}`,
            })
          : null}
      </div>
      <progress
        className={own.progress}
        max={total}
        value={elapsed}
        aria-label="Played"
        aria-valuetext={`${seconds(elapsed)} of ${seconds(total)}`}
      />
      <div className={own.controls}>
        <Button variant="secondary" onPress={() => seek(index - 1)} aria-label="Previous photo">
          <Glyph d="M6 4h2v16H6zM20 4v16L9 12z" /> Previous
        </Button>
        <Button onPress={toggle} aria-label={playing ? 'Pause' : 'Play'}>
          <Glyph d={playing ? 'M6 4h4v16H6zM14 4h4v16h-4z' : 'M7 4v16l13-8z'} />
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button variant="secondary" onPress={() => seek(index + 1)} aria-label="Next photo">
          Next <Glyph d="M16 4h2v16h-2zM4 4v16l11-8z" />
        </Button>
        <span className={own.time} aria-live="off">
          Photo {index + 1} of {items.length} · {seconds(elapsed)} / {seconds(total)}
        </span>
      </div>
      {trackUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: instrumental music, no words to caption
        <audio ref={audio} src={trackUrl} preload="auto" />
      ) : null}
    </section>
  );
}

/** A small player icon, drawn rather than taken from a font that may not have the symbol. */
function Glyph({ d }: { d: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
