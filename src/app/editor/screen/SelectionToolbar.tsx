import { Button, Toolbar } from 'react-aria-components';
import type { Element } from '../../../shared/project/elements';
import type { EditorEngine, EditorState } from '../engine/editorEngine';
import styles from './EditorScreen.module.css';
import { elementLabel } from './elementLabels';

/** What can be done with the selection, as buttons: the same as the shortcuts, for every input. */
export function SelectionToolbar(props: {
  engine: EditorEngine;
  state: EditorState;
  onCrop: (slotId: string) => void;
  onEditText: (id: string) => void;
}) {
  const { engine, state, onCrop, onEditText } = props;
  const selected = state.selection.flatMap((id) =>
    state.doc.elements[id] ? [state.doc.elements[id] as Element] : [],
  );
  if (selected.length === 0) return null;
  const single = selected.length === 1 ? selected[0] : undefined;
  const ids = state.selection;
  return (
    <Toolbar
      aria-label={
        single ? `Selected: ${elementLabel(single)}` : `${selected.length} elements selected`
      }
      className={styles.selectionToolbar}
    >
      {single?.type === 'photoSlot' && single.photoId ? (
        <>
          <Button className={styles.toolButton} onPress={() => onCrop(single.id)}>
            Crop
          </Button>
          <Button
            className={styles.toolButton}
            onPress={() => engine.dispatch({ name: 'removePhoto', args: { slotId: single.id } })}
          >
            Remove photo
          </Button>
        </>
      ) : null}
      {single?.type === 'text' ? (
        <Button className={styles.toolButton} onPress={() => onEditText(single.id)}>
          Edit text
        </Button>
      ) : null}
      <Button
        className={styles.toolButton}
        onPress={() => engine.dispatch({ name: 'duplicateElements', args: { ids } })}
      >
        Duplicate
      </Button>
      <Button
        className={styles.toolButton}
        onPress={() => engine.dispatch({ name: 'deleteElements', args: { ids } })}
      >
        Delete
      </Button>
    </Toolbar>
  );
}
