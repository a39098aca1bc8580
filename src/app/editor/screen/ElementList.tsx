import { memo } from 'react';
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
  if (!surfaceId) return null;
  const surface = doc.surfaces[surfaceId];
  const listed = listedElements(surfaceElements(doc, surfaceId));
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
          isSelected={selection.includes(element.id)}
          onFocus={() => {
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
