import { useState, useSyncExternalStore } from 'react';
import { Button, Group, Input, TextField } from 'react-aria-components';
import { build } from '../../../shared/routes/build';
import type { EditorEngine, EditorState } from '../engine/editorEngine';
import { SAVE_STATUS_TEXT } from '../engine/saving/saveState';
import { ZOOM_STEP } from '../engine/viewport';
import styles from './EditorScreen.module.css';
import type { EditorScreenProps } from './editorScreenProps';

/** The name field's width in characters: the whole name, within what the top bar can spare. */
export function titleFieldSize(name: string): number {
  return Math.min(40, Math.max(12, name.length + 1));
}

function ProjectTitle(props: {
  title: string;
  onRename?: (title: string) => void;
  readOnly: boolean;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  if (!props.onRename || props.readOnly) return <h1 className={styles.title}>{props.title}</h1>;
  const commit = () => {
    const next = draft?.trim();
    if (next && next !== props.title) props.onRename?.(next.slice(0, 200));
    setDraft(undefined);
  };
  return (
    <TextField
      aria-label="Project name"
      className={styles.titleField}
      value={draft ?? props.title}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(undefined);
      }}
      maxLength={200}
    >
      {/* An input is 20 characters wide unless told: a longer name would be cut off mid-word. */}
      <Input className={styles.titleInput} size={titleFieldSize(draft ?? props.title)} />
    </TextField>
  );
}

/** The save state in words, always on screen, and read out when it changes. */
export function SaveIndicator({ save }: { save: EditorScreenProps['save'] }) {
  const status = useSyncExternalStore(save.subscribe, save.getSnapshot, save.getSnapshot);
  const failed = status.status === 'error';
  return (
    <div className={styles.saveState} data-status={status.status}>
      <span role="status">{SAVE_STATUS_TEXT[status.status]}</span>
      {failed && status.message ? (
        <span className={styles.saveMessage}>{status.message}</span>
      ) : null}
      {failed ? (
        <Button className={styles.linkButton} onPress={() => void save.syncNow()}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function ZoomControls({ engine, state }: { engine: EditorEngine; state: EditorState }) {
  return (
    <Group className={styles.zoom} aria-label="Zoom">
      <Button
        className={styles.iconButton}
        aria-label="Zoom out"
        onPress={() => engine.zoomBy(1 / ZOOM_STEP)}
      >
        −
      </Button>
      <Button
        className={styles.zoomValue}
        aria-label="Fit page to screen"
        onPress={() => engine.fit()}
      >
        {Math.round(state.viewport.zoom * 100)}%
      </Button>
      <Button
        className={styles.iconButton}
        aria-label="Zoom in"
        onPress={() => engine.zoomBy(ZOOM_STEP)}
      >
        +
      </Button>
    </Group>
  );
}

/** The title, the save state, undo and redo, zoom, and the way to order. */
export function TopBar(props: {
  engine: EditorEngine;
  state: EditorState;
  screen: EditorScreenProps;
  compact: boolean;
}) {
  const { engine, state, screen, compact } = props;
  const readOnly = Boolean(screen.readOnly);
  return (
    <header className={styles.topBar}>
      <ProjectTitle title={screen.title} onRename={screen.onRename} readOnly={readOnly} />
      <SaveIndicator save={screen.save} />
      <div className={styles.topActions}>
        {/* On a phone the bottom toolbar holds undo and redo, where the thumb is. */}
        {!readOnly && !compact ? (
          <Group aria-label="History" className={styles.history}>
            <Button
              className={styles.iconButton}
              aria-label="Undo"
              isDisabled={!state.canUndo}
              onPress={() => engine.undo()}
            >
              ↶
            </Button>
            <Button
              className={styles.iconButton}
              aria-label="Redo"
              isDisabled={!state.canRedo}
              onPress={() => engine.redo()}
            >
              ↷
            </Button>
          </Group>
        ) : null}
        {!compact ? <ZoomControls engine={engine} state={state} /> : null}
        {screen.share ?? null}
        {/* Proof and preview on every screen: a phone's customer checks the print file too. */}
        {screen.projectId !== undefined ? (
          // The shop's saved copy as a watermarked PDF: what the print file will hold.
          <a
            className={styles.proofLink}
            href={`/projects/${screen.projectId}/proof.pdf`}
            download
            title="A watermarked PDF of the pages as the shop has them saved"
          >
            Download a proof
          </a>
        ) : null}
        {screen.projectId !== undefined ? (
          // The saved design as it will print: flip-book, card views or calendar months.
          <a
            className={styles.proofLink}
            href={build('projects.preview', { pid: screen.projectId })}
            title="See the saved design as it will be printed"
          >
            Preview
          </a>
        ) : null}
        {screen.moreDesignsHref && !compact ? (
          <a className={styles.proofLink} href={screen.moreDesignsHref}>
            More designs
          </a>
        ) : null}
        {screen.onOrder ? (
          <Button className={styles.orderButton} onPress={screen.onOrder}>
            Order
          </Button>
        ) : null}
      </div>
    </header>
  );
}
