import { type RefObject, useEffect } from 'react';
import {
  sendTouchPhotoDrag,
  type TouchPhotoDragDetail,
  touchDropTargetAt,
} from '../screen/photoDrag';

/** How long a finger rests on a tray photo before it lifts, as the canvas's long press. */
export const LIFT_MS = 450;
/** How far a finger may wander before lifting and still count as resting, in CSS pixels. */
const REST_SLOP_PX = 8;

/**
 * Drag from the tray by touch: a finger resting on a photo lifts it (a ghost follows the finger,
 * the tray stops scrolling), the canvas outlines the slot under it, and lifting the finger there
 * places it. A finger that moves before the photo lifts scrolls the tray as before; a tap still
 * places the photo in the next empty slot. Touch events, not pointer events: once lifted, the
 * moves must be cancelable so the tray does not scroll away under the finger.
 */
export function useTouchPhotoLift(button: RefObject<HTMLElement | null>, photoId: string): void {
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let timer: number | undefined;
    let start: { x: number; y: number } | undefined;
    let ghost: HTMLElement | undefined;
    let over: Element | undefined;
    let last = { x: 0, y: 0 };

    const send = (target: Element, phase: TouchPhotoDragDetail['phase']) =>
      sendTouchPhotoDrag(target, { phase, photoId, clientX: last.x, clientY: last.y });

    const moveGhost = () => {
      if (!ghost) return;
      ghost.style.transform = `translate(${last.x - 36}px, ${last.y - 36}px)`;
    };
    const lift = () => {
      timer = undefined;
      navigator.vibrate?.(10);
      ghost = document.createElement('div');
      ghost.setAttribute('aria-hidden', 'true');
      ghost.dataset.liftedPhoto = photoId;
      Object.assign(ghost.style, {
        position: 'fixed',
        left: '0',
        top: '0',
        width: '72px',
        height: '72px',
        zIndex: '1000',
        pointerEvents: 'none',
        borderRadius: '6px',
        overflow: 'hidden',
        opacity: '0.85',
        boxShadow: '0 6px 18px rgb(0 0 0 / 35%)',
      });
      const picture = element.querySelector('img');
      if (picture) {
        const copy = picture.cloneNode() as HTMLImageElement;
        Object.assign(copy.style, { width: '100%', height: '100%', objectFit: 'cover' });
        ghost.append(copy);
      } else ghost.style.background = '#ccc';
      document.body.append(ghost);
      moveGhost();
      element.dataset.lifted = 'true';
    };
    const end = () => {
      window.clearTimeout(timer);
      timer = undefined;
      start = undefined;
      ghost?.remove();
      ghost = undefined;
      delete element.dataset.lifted;
      over = undefined;
    };

    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length !== 1) return end();
      const touch = event.touches[0]!;
      start = { x: touch.clientX, y: touch.clientY };
      last = start;
      timer = window.setTimeout(lift, LIFT_MS);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || !start) return;
      last = { x: touch.clientX, y: touch.clientY };
      if (!ghost) {
        // Moving before the lift is a scroll of the tray.
        if (Math.hypot(last.x - start.x, last.y - start.y) > REST_SLOP_PX) end();
        return;
      }
      if (event.cancelable) event.preventDefault();
      moveGhost();
      const target = touchDropTargetAt(last.x, last.y);
      if (over && over !== target) send(over, 'leave');
      over = target;
      if (target) send(target, 'over');
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (ghost) {
        // The lifted photo is dropped, never also tapped (which would place it a second time).
        if (event.cancelable) event.preventDefault();
        const target = touchDropTargetAt(last.x, last.y);
        if (over && over !== target) send(over, 'leave');
        if (target) send(target, 'drop');
      }
      end();
    };
    const onTouchCancel = () => {
      if (over) send(over, 'leave');
      end();
    };
    // A finger resting on the photo would otherwise open the browser's own menu or drag (the
    // mouse's drag and drop stays as it is).
    const refuseNative = (event: Event) => {
      if (start) event.preventDefault();
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd, { passive: false });
    element.addEventListener('touchcancel', onTouchCancel);
    element.addEventListener('contextmenu', refuseNative);
    element.addEventListener('dragstart', refuseNative);
    return () => {
      end();
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchCancel);
      element.removeEventListener('contextmenu', refuseNative);
      element.removeEventListener('dragstart', refuseNative);
    };
  }, [button, photoId]);
}
