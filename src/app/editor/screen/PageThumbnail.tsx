import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectDocument } from '../../../shared/project/document';
import type { PhotoResolver } from '../../../shared/render/context';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToReact } from '../canvas/svgToReact';
import styles from './EditorScreen.module.css';

const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 300 })
    : (setTimeout(run, 16) as unknown as number);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle);

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
  doc: ProjectDocument;
  surfaceId: string;
  photos: PhotoResolver;
}

function Thumbnail({ doc, surfaceId, photos }: ThumbnailProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const surface = doc.surfaces[surfaceId];
  const tree = useMemo(
    () =>
      near && surface
        ? renderSurface(doc, surfaceId, { mode: 'preview', photos, idPrefix: `thumb-${surfaceId}` })
        : undefined,
    [near, doc, surface, surfaceId, photos],
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
 * records change: the document shares untouched records between versions.
 */
export const PageThumbnail = memo(Thumbnail, (before, after) => {
  if (before.surfaceId !== after.surfaceId || before.photos !== after.photos) return false;
  const a = before.doc.surfaces[before.surfaceId];
  const b = after.doc.surfaces[after.surfaceId];
  if (a !== b) return false;
  return (b?.elementIds ?? []).every((id) => before.doc.elements[id] === after.doc.elements[id]);
});
