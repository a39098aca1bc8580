import { useEffect } from 'react';

/**
 * fs=1: the editor takes the whole screen at the customer's first press in it (browsers grant full
 * screen only in answer to one). Once asked, it is not asked again; Escape leaves as always.
 */
export function useFullScreenOnFirstPress(enabled: boolean, target: () => Element | null) {
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const onPress = () => {
      document.removeEventListener('pointerdown', onPress, true);
      const element = target() ?? document.documentElement;
      if (document.fullscreenElement || typeof element.requestFullscreen !== 'function') return;
      element.requestFullscreen().catch(() => {
        // Refused (an iframe without allowfullscreen, iOS Safari): the editor works as it is.
      });
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [enabled, target]);
}
