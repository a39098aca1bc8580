import {
  memo,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToReact } from '../../ui/svgToReact';
import type { EditorEngine } from '../engine/editorEngine';
import { type SurfaceContent, surfaceContentOf } from '../engine/surfaceContent';
import styles from './EditorScreen.module.css';
import { cancelIdle, whenIdle } from './whenIdle';

/** True once the element comes near the strip's visible part, and from then on. */
function useNearView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // The strip scrolls sideways in its own box: watch that box, with a margin, so pages just
    // out of sight are drawn before they scroll in.
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || idle !== undefined) return;
        // Drawn when the browser has time to spare, as an interruptible update: a page strip
        // scrolled quickly keeps its frames, and the thumbnails follow a moment later.
        idle = whenIdle(() => startTransition(() => setNear(true)));
      },
      { root: element.closest('[data-strip-scroller]'), rootMargin: '0px 400px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdle(idle);
    };
  }, [near, ref]);
  return near;
}

interface ThumbnailProps {
  engine: EditorEngine;
  surfaceId: string;
  photos: PhotoResolver;
}

/**
 * The page's own records from the engine, as a value that changes only when they do: the
 * thumbnail of a page nobody touched is not drawn again, whatever else is edited.
 */
function useSurfaceContent(engine: EditorEngine, surfaceId: string): SurfaceContent {
  const last = useRef<SurfaceContent>(undefined);
  const read = () => {
    last.current = surfaceContentOf(engine.getSnapshot().doc, surfaceId, last.current);
    return last.current;
  };
  return useSyncExternalStore(engine.subscribe, read, read);
}

/**
 * `value` as it was when the browser last had time to spare: a thumbnail follows its page after
 * the keystroke or nudge has been drawn, as an interruptible update, not as part of it.
 */
function useIdleValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (shown === value) return;
    const idle = whenIdle(() => startTransition(() => setShown(value)));
    return () => cancelIdle(idle);
  }, [value, shown]);
  return shown;
}

function Thumbnail({ engine, surfaceId, photos }: ThumbnailProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const content = useIdleValue(useSurfaceContent(engine, surfaceId));
  const { surface } = content;
  const tree = useMemo(
    () =>
      near && content.surface
        ? renderSurface(content.doc, surfaceId, {
            mode: 'preview',
            photos,
            idPrefix: `thumb-${surfaceId}`,
          })
        : undefined,
    [near, content, surfaceId, photos],
  );
  const ratio = surface ? surface.width / surface.height : 1;
  return (
    <div ref={box} className={styles.thumbnail} style={{ aspectRatio: String(ratio) }}>
      {tree
        ? svgToReact(tree, undefined, { width: '100%', height: '100%', 'aria-hidden': 'true' })
        : null}
    </div>
  );
}

/**
 * A page's thumbnail, drawn by the one renderer in preview mode only once it scrolls near view
 * (a 100-page book does not draw 100 pages on open), and drawn again only when that page's own
 * records change, once the edit is on screen (idle time).
 */
export const PageThumbnail = memo(Thumbnail);
