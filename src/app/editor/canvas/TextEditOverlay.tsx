import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { TextElement } from '../../../shared/project/elements';
import { cssFontFamily, fontByKey } from '../../../shared/project/fonts';
import type { EditorEngine } from '../engine/editorEngine';
import { toScreen, type Viewport } from '../engine/viewport';
import styles from './EditorCanvas.module.css';
import { useKeptInVisualViewport } from './useKeptInVisualViewport';

/*
 * Text edited in place: a textarea laid exactly over the text box, in the element's font, size,
 * colour and turn. Every keystroke is written (saved at once, typing merged into one undo step per
 * box by its mergeKey). Escape, like leaving the box (a click elsewhere, Tab, Ctrl/Cmd+Enter),
 * ends editing and keeps the typing, as other design tools do: throwing it away silently lost
 * customers' captions, and one undo takes it back. While the on-screen keyboard takes part of the
 * screen, the box is kept in the part still visible (useKeptInVisualViewport).
 */
export function TextEditOverlay(props: {
  engine: EditorEngine;
  element: TextElement;
  viewport: Viewport;
  onClose: () => void;
}) {
  const { engine, element, viewport, onClose } = props;
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const write = (text: string) => {
    engine.dispatch(
      { name: 'setText', args: { id: element.id, text } },
      { mergeKey: `text:${element.id}` },
    );
  };
  useKeptInVisualViewport(field, engine);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape' || (event.key === 'Enter' && (event.metaKey || event.ctrlKey))) {
      event.preventDefault();
      onClose();
    }
  };

  const topLeft = toScreen(viewport, element);
  const font = fontByKey(element.fontFamily);
  return (
    <textarea
      ref={field}
      data-canvas-overlay
      className={styles.textEditor}
      aria-label="Edit text"
      value={element.text}
      spellCheck
      onChange={(event) => write(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={onClose}
      style={{
        left: topLeft.x,
        top: topLeft.y,
        width: element.width * viewport.zoom,
        height: element.height * viewport.zoom,
        transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
        fontFamily: font ? cssFontFamily(font) : undefined,
        fontSize: element.fontSize * viewport.zoom,
        fontWeight: element.fontWeight,
        fontStyle: element.italic ? 'italic' : undefined,
        lineHeight: element.lineHeight,
        letterSpacing: element.letterSpacing ? `${element.letterSpacing}em` : undefined,
        textTransform: element.uppercase ? 'uppercase' : undefined,
        textAlign: element.align,
        color: element.color,
      }}
    />
  );
}
