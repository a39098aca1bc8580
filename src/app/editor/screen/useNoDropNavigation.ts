import { useEffect } from 'react';

/**
 * While the editor is open, a drag let go where nothing takes it does nothing. Left to the
 * browser, a drop of what it does not handle loads the dragged data as an address: a page of the
 * strip dragged by touch and dropped beside the strip sent the tab to about:blank, losing the
 * editor. Drop targets (the strip's reorder, the canvas, upload zones) take their drops first
 * and mark them handled; only the drops left over are stopped here.
 */
export function useNoDropNavigation(): void {
  useEffect(() => {
    const stop = (event: DragEvent) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (event.type === 'dragover' && event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);
}
