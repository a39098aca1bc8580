import { Group, ToggleButton } from 'react-aria-components';
import { surfaceElements } from '../../../shared/project/document';
import type { Element } from '../../../shared/project/elements';
import type { EditorEngine, EditorState } from '../engine/editorEngine';
import styles from './EditorScreen.module.css';
import { listedElements } from './elementLabels';

/*
 * The keyboard's way onto the canvas: one button per element of the open page, top first. Tab
 * reaches each; focusing one selects it, so the arrows then move it and Delete removes it (the
 * editor's shortcuts); Enter opens its editor (text in place, a photo's crop). Hidden until a
 * keyboard focuses into it, so it does not clutter the screen for pointer users.
 */
export function ElementList(props: {
  engine: EditorEngine;
  state: EditorState;
  readOnly: boolean;
  onOpen: (element: Element) => void;
}) {
  const { engine, state, readOnly, onOpen } = props;
  const surfaceId = state.activeSurfaceId;
  if (!surfaceId) return null;
  const surface = state.doc.surfaces[surfaceId];
  const listed = listedElements(surfaceElements(state.doc, surfaceId));
  return (
    <Group
      aria-label={`Elements on ${surface?.label ?? 'this page'}`}
      className={styles.elementList}
    >
      {listed.length === 0 ? <p>No elements on this page.</p> : null}
      {listed.map(({ element, label }) => (
        <ToggleButton
          key={element.id}
          className={styles.elementButton}
          isSelected={state.selection.includes(element.id)}
          onFocus={() => {
            if (!state.selection.includes(element.id)) engine.select([element.id]);
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
}
