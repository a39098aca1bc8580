import { type RefObject, useEffect, useRef } from 'react';

/** How long a finger rests on a page's handle before the page lifts. */
const LIFT_MS = 400;
const REST_SLOP_PX = 8;

/**
 * Moving a page of the strip by touch: a finger resting on a page's handle lifts the page, the
 * page under the finger shows where it goes, and letting go moves it before or after that page
 * (by which half the finger is over). The browser's own drag and drop does not start from a
 * finger everywhere, and where it did, a drop beside the strip loaded about:blank.
 */
export function useTouchPageMove(
  scroller: RefObject<HTMLElement | null>,
  onMove: (id: string, targetId: string, position: 'before' | 'after') => void,
): void {
  const latest = useRef(onMove);
  latest.current = onMove;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let timer: number | undefined;
    let start: { x: number; y: number } | undefined;
    let lifted: HTMLElement | undefined;
    let over: HTMLElement | undefined;
    let last = { x: 0, y: 0 };

    const rowAt = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-key]') ?? undefined;
    const mark = (row: HTMLElement | undefined) => {
      if (over === row) return;
      if (over) delete over.dataset.touchTarget;
      over = row && row !== lifted ? row : undefined;
      if (over) over.dataset.touchTarget = 'true';
    };
    const end = () => {
      window.clearTimeout(timer);
      timer = undefined;
      start = undefined;
      mark(undefined);
      if (lifted) delete lifted.dataset.touchLifted;
      lifted = undefined;
    };

    const onTouchStart = (event: TouchEvent) => {
      const handle = (event.target as Element).closest('[slot="drag"]:not([data-disabled])');
      const row = handle?.closest<HTMLElement>('[data-key]');
      if (!row || event.touches.length !== 1) return end();
      const touch = event.touches[0]!;
      start = { x: touch.clientX, y: touch.clientY };
      last = start;
      timer = window.setTimeout(() => {
        timer = undefined;
        navigator.vibrate?.(10);
        lifted = row;
        row.dataset.touchLifted = 'true';
      }, LIFT_MS);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || !start) return;
      last = { x: touch.clientX, y: touch.clientY };
      if (!lifted) {
        if (Math.hypot(last.x - start.x, last.y - start.y) > REST_SLOP_PX) end();
        return;
      }
      if (event.cancelable) event.preventDefault();
      mark(rowAt(last.x, last.y));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (lifted) {
        if (event.cancelable) event.preventDefault();
        const target = rowAt(last.x, last.y);
        const id = lifted.dataset.key;
        const targetId = target?.dataset.key;
        if (target && id && targetId && target !== lifted) {
          const box = target.getBoundingClientRect();
          latest.current(id, targetId, last.x < box.left + box.width / 2 ? 'before' : 'after');
        }
      }
      end();
    };
    // Resting on the handle is ours: no menu, no native drag of the page.
    const refuse = (event: Event) => {
      if (start) event.preventDefault();
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd, { passive: false });
    element.addEventListener('touchcancel', end);
    element.addEventListener('contextmenu', refuse);
    element.addEventListener('dragstart', refuse, true);
    return () => {
      end();
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', end);
      element.removeEventListener('contextmenu', refuse);
      element.removeEventListener('dragstart', refuse, true);
    };
  }, [scroller]);
}
