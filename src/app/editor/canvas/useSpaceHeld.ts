import { useEffect, useRef } from 'react';

/** Whether Space is held down, outside text fields and buttons (where Space is theirs). */
export function useSpaceHeld() {
  const held = useRef(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const target = event.target as globalThis.Element | null;
      if (target?.closest?.('input, textarea, button, [role="button"], [contenteditable="true"]'))
        return;
      held.current = event.type === 'keydown';
    };
    const release = () => {
      held.current = false;
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      window.removeEventListener('blur', release);
    };
  }, []);
  return held;
}
