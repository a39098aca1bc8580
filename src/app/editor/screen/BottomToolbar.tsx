import { Button, ToggleButton, Toolbar } from 'react-aria-components';
import type { EditorEngine, EditorState } from '../engine/editorEngine';
import styles from './EditorScreen.module.css';

export type MobileSheet = 'pages' | 'tools' | undefined;

/**
 * The phone and tablet editor's toolbar along the bottom, in thumb's reach: undo, redo, fit, and
 * the sheets that hold the page strip and the side panels on a large screen.
 */
export function BottomToolbar(props: {
  engine: EditorEngine;
  state: EditorState;
  readOnly: boolean;
  sheet: MobileSheet;
  onSheet: (sheet: MobileSheet) => void;
  hasPanels: boolean;
}) {
  const { engine, state, readOnly, sheet, onSheet } = props;
  const toggle = (which: Exclude<MobileSheet, undefined>) => (on: boolean) =>
    onSheet(on ? which : undefined);
  return (
    <Toolbar aria-label="Editor tools" className={styles.bottomToolbar}>
      {!readOnly ? (
        <>
          <Button
            className={styles.bottomButton}
            isDisabled={!state.canUndo}
            onPress={() => engine.undo()}
          >
            Undo
          </Button>
          <Button
            className={styles.bottomButton}
            isDisabled={!state.canRedo}
            onPress={() => engine.redo()}
          >
            Redo
          </Button>
        </>
      ) : null}
      <Button className={styles.bottomButton} onPress={() => engine.fit()}>
        Fit
      </Button>
      <ToggleButton
        className={styles.bottomButton}
        isSelected={sheet === 'pages'}
        onChange={toggle('pages')}
      >
        Pages
      </ToggleButton>
      {props.hasPanels && !readOnly ? (
        <ToggleButton
          className={styles.bottomButton}
          isSelected={sheet === 'tools'}
          onChange={toggle('tools')}
        >
          Photos &amp; text
        </ToggleButton>
      ) : null}
    </Toolbar>
  );
}
