import { type FocusEvent, memo, useEffect, useRef } from 'react';
import { Group, ToggleButton } from 'react-aria-components';
import { type ProjectDocument, surfaceElements } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { EditorEngine } from '../engine/editorEngine';
import styles from './EditorScreen.module.css';
import { listedElements } from './elementLabels';

/*
 * The keyboard's way onto the canvas: one button per element of the open page, top first. Tab
 * reaches each; focusing one selects it, so the arrows then move it and Delete removes it (the
 * editor's shortcuts); Enter opens its editor (text in place, a photo's crop). Hidden until a
 * keyboard focuses into it, so it does not clutter the screen for pointer users.
 */
export const ElementList = memo(function ElementList(props: {
  engine: EditorEngine;
  doc: ProjectDocument;
  selection: readonly string[];
  activeSurfaceId: string | undefined;
  readOnly: boolean;
  onOpen: (element: Element) => void;
}) {
  const { engine, doc, selection, readOnly, onOpen } = props;
  const surfaceId = props.activeSurfaceId;
  const listed = surfaceId ? listedElements(surfaceElements(doc, surfaceId)) : [];
  const group = useRef<HTMLDivElement>(null);
  /** The place of the focused button, kept while focus is in the list. */
  const focusedAt = useRef<number | undefined>(undefined);

  // Deleting the focused element takes its button away; focus goes to its neighbour, so a
  // keyboard user is not thrown back to the start of the page.
  const count = listed.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an element comes or goes
  useEffect(() => {
    const at = focusedAt.current;
    const root = group.current;
    if (at === undefined || !root || root.contains(document.activeElement)) return;
    const buttons = root.querySelectorAll<HTMLElement>('button');
    buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [count]);

  const onBlur = (event: FocusEvent) => {
    // Focus that moves somewhere else on the page leaves the list; a removed button's does not.
    const next = event.relatedTarget as Node | null;
    if (next && !group.current?.contains(next)) focusedAt.current = undefined;
  };

  if (!surfaceId) return null;
  const surface = doc.surfaces[surfaceId];
  return (
    <Group
      ref={group}
      onBlur={onBlur}
      aria-label={`Elements on ${surface?.label ?? 'this page'}`}
      className={styles.elementList}
    >
      {listed.length === 0 ? <p>No elements on this page.</p> : null}
      {listed.map(({ element, label }, index) => (
        <ToggleButton
          key={element.id}
          className={styles.elementButton}
          isSelected={selection.includes(element.id)}
          onFocus={() => {
            focusedAt.current = index;
            if (!selection.includes(element.id)) engine.select([element.id]);
          }}
          onChange={() => {
            engine.select([element.id]);
            if (!readOnly) onOpen(element);
          }}
          data-element-id={element.id}
        >
          {label}
        </ToggleButton>
      ))}
    </Group>
  );
});
