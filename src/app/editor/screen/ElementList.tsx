import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Group } from 'react-aria-components';
import { type ProjectDocument, surfaceElements } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { EditorEngine } from '../engine/editorEngine';
import styles from './EditorScreen.module.css';
import { listedElements } from './elementLabels';
import { elementListStep } from './elementListKeys';

/*
 * The keyboard's way onto the canvas: one button per element of the open page, top first, and
 * one Tab stop for all of them (a roving tab index), so Tab goes from the page on to the tools in
 * one step. Alt+Down/Alt+Up (Option on a Mac) and Home/End step between elements — plain arrows
 * stay the editor's nudge. Focusing a button selects its element, so the arrows then move it and
 * Delete removes it; Enter opens its editor (text in place, a photo's crop) and Escape there
 * comes back here. Hidden until a keyboard focuses into it, so it does not clutter the screen.
 */
export const ELEMENT_LIST_KEYS = 'Alt+ArrowDown Alt+ArrowUp Home End';

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
  const hintId = useId();
  /** The place of the focused button, kept while focus is in the list. */
  const focusedAt = useRef<number | undefined>(undefined);
  /** The element last focused here: the list's one Tab stop when nothing listed is selected. */
  const [lastFocused, setLastFocused] = useState<string | undefined>();

  const ids = listed.map(({ element }) => element.id);
  const tabStop =
    ids.find((id) => selection.includes(id)) ??
    (lastFocused && ids.includes(lastFocused) ? lastFocused : ids[0]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = elementListStep(event, index, ids.length);
    if (to === undefined) return;
    event.preventDefault();
    group.current?.querySelectorAll<HTMLElement>('button')[to]?.focus();
  };

  if (!surfaceId) return null;
  const surface = doc.surfaces[surfaceId];
  return (
    <Group
      ref={group}
      onBlur={onBlur}
      aria-label={`Elements on ${surface?.label ?? 'this page'}`}
      className={styles.elementList}
      data-element-list
    >
      {listed.length === 0 ? <p>No elements on this page.</p> : null}
      {listed.map(({ element, label }, index) => {
        const selected = selection.includes(element.id);
        return (
          <button
            type="button"
            key={element.id}
            className={styles.elementButton}
            tabIndex={element.id === tabStop ? 0 : -1}
            aria-pressed={selected}
            aria-describedby={hintId}
            aria-keyshortcuts={ELEMENT_LIST_KEYS}
            data-selected={selected || undefined}
            onFocus={() => {
              focusedAt.current = index;
              setLastFocused(element.id);
              if (!selection.includes(element.id)) engine.select([element.id]);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              engine.select([element.id]);
              if (!readOnly) onOpen(element);
            }}
            data-element-id={element.id}
          >
            {label}
          </button>
        );
      })}
      <p id={hintId} className={styles.elementListHint}>
        {readOnly
          ? 'Alt+Down and Alt+Up go from element to element.'
          : 'Alt+Down and Alt+Up go from element to element; arrows move the selected one, Enter edits it, Delete removes it.'}
      </p>
    </Group>
  );
});
