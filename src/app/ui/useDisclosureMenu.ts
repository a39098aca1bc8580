import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from '../navigation/navigation';

const PANEL_GAP_PX = 6;
const VIEWPORT_MARGIN_PX = 8;

/**
 * A button that shows and hides a list of links: the disclosure navigation pattern of the WAI-ARIA
 * authoring practices, which suits site navigation better than an application menu (links stay
 * links, Tab moves through them). Escape, a click or focus elsewhere, and navigating all close it.
 * The panel is placed with fixed coordinates so a scrolling parent (the nav on phones) cannot
 * clip it.
 */
export function useDisclosureMenu(align: 'start' | 'end' = 'start') {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left?: number; right?: number }>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!rect) return;
    const top = rect.bottom + PANEL_GAP_PX;
    setPosition(
      align === 'end'
        ? { top, right: Math.max(VIEWPORT_MARGIN_PX, window.innerWidth - rect.right) }
        : { top, left: Math.max(VIEWPORT_MARGIN_PX, rect.left) },
    );
  }, [align]);

  // A panel wider than the room to its button's right (phones) moves left to stay on screen.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel || position?.left === undefined) return;
    const overflow = panel.getBoundingClientRect().right - (window.innerWidth - VIEWPORT_MARGIN_PX);
    if (overflow > 0) {
      setPosition({ ...position, left: Math.max(VIEWPORT_MARGIN_PX, position.left - overflow) });
    }
  }, [open, position]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the address changes.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    // A fixed panel follows its button when the page scrolls or the window changes size.
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [open, close, place]);

  return {
    open,
    close,
    containerRef,
    containerProps: {
      onKeyDown(event: KeyboardEvent) {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      },
      onBlur(event: FocusEvent) {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) {
          close(false);
        }
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick() {
        if (!open) place();
        setOpen(!open);
      },
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      style: position ? { position: 'fixed' as const, ...position } : undefined,
    },
  };
}
