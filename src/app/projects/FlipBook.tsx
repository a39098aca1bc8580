import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import type { ProjectDocument } from '../../shared/project/document';
import { renderSurface } from '../../shared/render/renderSurface';
import { svgToReact } from '../editor/canvas/svgToReact';
import { Button } from '../ui/Button';
import styles from './ProjectPage.module.css';

/** How far a finger must travel sideways for a swipe to turn the page, in CSS pixels. */
const SWIPE_PX = 40;

/** Photos of a shared project stay their owner's: the flip-book shows their slots, not them. */
const noPhotos = () => undefined;

/**
 * A read-only flip-book of a design: one surface at a time (cover, pages, back), drawn by the one
 * renderer. Arrow keys, Home and End, the buttons and a sideways swipe turn the pages; the page
 * number is announced as it changes.
 */
export function FlipBook({ doc, title }: { doc: ProjectDocument; title: string }) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous'>('next');
  const start = useRef<number | null>(null);
  const count = doc.surfaceOrder.length;
  const surfaceId = doc.surfaceOrder[index]!;
  const surface = doc.surfaces[surfaceId]!;
  const tree = useMemo(
    () =>
      renderSurface(doc, surfaceId, {
        mode: 'preview',
        photos: noPhotos,
        idPrefix: `flip-${surfaceId}`,
      }),
    [doc, surfaceId],
  );

  function turn(to: number) {
    const next = Math.max(0, Math.min(count - 1, to));
    if (next === index) return;
    setDirection(next > index ? 'next' : 'previous');
    setIndex(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      PageDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      PageUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    turn(to);
  }

  const label = surface.label || `Page ${index + 1}`;
  return (
    <section className={styles.book} aria-roledescription="flip-book" aria-label={title}>
      <div
        className={styles.stage}
        role="application"
        aria-roledescription="pages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the pages take arrow keys, as a carousel does
        tabIndex={0}
        aria-label={`${label}, ${index + 1} of ${count}. Use the arrow keys to turn the pages.`}
        onKeyDown={onKeyDown}
        onPointerDown={(event: PointerEvent) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event: PointerEvent) => {
          if (start.current === null) return;
          const dx = event.clientX - start.current;
          start.current = null;
          if (Math.abs(dx) >= SWIPE_PX) turn(dx < 0 ? index + 1 : index - 1);
        }}
      >
        <div
          key={surfaceId}
          className={styles.sheet}
          data-direction={direction}
          style={{ aspectRatio: `${surface.width} / ${surface.height}` }}
        >
          {svgToReact(tree, undefined, { width: '100%', height: '100%', 'aria-hidden': 'true' })}
        </div>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onPress={() => turn(index - 1)} isDisabled={index === 0}>
          Previous page
        </Button>
        <p aria-live="polite" className={styles.pageNumber}>
          {label} · {index + 1} of {count}
        </p>
        <Button
          variant="secondary"
          onPress={() => turn(index + 1)}
          isDisabled={index === count - 1}
        >
          Next page
        </Button>
      </div>
    </section>
  );
}
