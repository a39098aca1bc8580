import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { ProjectDocument } from '../../shared/project/document';
import { Button } from '../ui/Button';
import styles from './ProjectPage.module.css';
import { type PreviewSource, pageImageSrcSet, pageImageUrl } from './preview/pageImage';
import { WireBindingOverlay } from './preview/WireBindingOverlay';

/** How far a finger must travel sideways for a swipe to turn the page, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * A read-only flip-book of a design: one surface at a time (cover, pages, back; a calendar's
 * months), each drawn on the server by the one renderer with the owner's photos. Arrow keys,
 * Page Up/Down, Home and End, the buttons and a sideways swipe turn the pages, with a page-turn
 * animation (none for reduced motion); the page is announced as it changes.
 */
export function FlipBook({
  doc,
  title,
  source,
  unit = 'page',
  binding,
}: {
  doc: ProjectDocument;
  title: string;
  source: PreviewSource;
  /** What one surface is called on the buttons: a calendar turns months. */
  unit?: 'page' | 'month';
  /** A wall calendar hangs from a wire-o binding along each page's top edge. */
  binding?: 'wire-o';
}) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous'>('next');
  const start = useRef<number | null>(null);
  const count = doc.surfaceOrder.length;
  const surfaceId = doc.surfaceOrder[index]!;
  const surface = doc.surfaces[surfaceId]!;
  const neighbours = [doc.surfaceOrder[index - 1], doc.surfaceOrder[index + 1]].filter(
    (id): id is string => id !== undefined,
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
        aria-label={`${label}, ${index + 1} of ${count}. Use the arrow keys to turn the ${unit}s.`}
        data-testid="flip-book-stage"
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
          data-surface={surfaceId}
          data-binding={binding}
        >
          <img
            src={pageImageUrl(source, surfaceId)}
            srcSet={pageImageSrcSet(source, surfaceId)}
            sizes="(min-width: 60rem) 56rem, 100vw"
            alt=""
            draggable={false}
            width={surface.width}
            height={surface.height}
          />
          {binding === 'wire-o' ? (
            <WireBindingOverlay width={surface.width} className={styles.wireBinding} />
          ) : null}
        </div>
        {/* The pages either side, fetched ahead so a turn shows at once. */}
        {neighbours.map((id) => (
          <link key={id} rel="prefetch" as="image" href={pageImageUrl(source, id)} />
        ))}
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onPress={() => turn(index - 1)} isDisabled={index === 0}>
          {unit === 'month' ? 'Previous month' : 'Previous page'}
        </Button>
        <p aria-live="polite" className={styles.pageNumber}>
          {label} · {index + 1} of {count}
        </p>
        <Button
          variant="secondary"
          onPress={() => turn(index + 1)}
          isDisabled={index === count - 1}
        >
          {unit === 'month' ? 'Next month' : 'Next page'}
        </Button>
      </div>
    </section>
  );
}
