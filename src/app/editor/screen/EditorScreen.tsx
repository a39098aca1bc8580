import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Element } from '../../../shared/project/elements';
import { DesignFonts } from '../../ui/designFonts/DesignFonts';
import type { CanvasMode } from '../canvas/canvasMode';
import { EditorCanvas } from '../canvas/EditorCanvas';
import { type PageStructure, pageStructureOf } from '../engine/surfaceContent';
import { BottomToolbar, type MobileSheet } from './BottomToolbar';
import styles from './EditorScreen.module.css';
import { ElementList } from './ElementList';
import type { EditorScreenProps } from './editorScreenProps';
import { elementLabel, selectionAnnouncement } from './elementLabels';
import { PageStrip } from './PageStrip';
import { detectEditorExperience } from './platform';
import { SelectionToolbar } from './SelectionToolbar';
import { TopBar } from './TopBar';
import { toolbarPlacement } from './toolbarPlacement';
import { useEditorKeyboard } from './useEditorKeyboard';
import { useNarrowViewport } from './useNarrowViewport';
import { useNoDropNavigation } from './useNoDropNavigation';
import { useNoPageZoom } from './useNoPageZoom';

const IDLE: CanvasMode = { kind: 'idle' };

/**
 * The editor's screen: top bar, canvas with its selection tools, page strip, and the panels' slot.
 * It renders the engine's state and routes every gesture, key and button to the engine; it holds
 * only what is about the screen itself (crop mode, the text being typed, which sheet is open).
 */
export function EditorScreen(props: EditorScreenProps) {
  const { engine, photos } = props;
  const readOnly = Boolean(props.readOnly);
  const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const [detected] = useState(() =>
    typeof navigator === 'undefined'
      ? 'desktop'
      : detectEditorExperience(props.tabletEditingEnabled ?? true),
  );
  const experience = props.experience ?? detected;
  const narrow = useNarrowViewport();
  useNoPageZoom();
  useNoDropNavigation();
  const mobile = experience === 'mobile' || narrow;
  const [mode, setMode] = useState<CanvasMode>(IDLE);
  const [editingTextId, setEditingTextId] = useState<string | undefined>();
  const [sheet, setSheet] = useState<MobileSheet>(undefined);
  const [announcement, setAnnouncement] = useState('');

  // Crop mode and the text editor belong to one element of the open page; they end with it.
  const cropId = mode.kind === 'crop' ? mode.slotId : undefined;
  useEffect(() => {
    if (cropId && !state.selection.includes(cropId)) setMode(IDLE);
    if (editingTextId && !state.doc.elements[editingTextId]) setEditingTextId(undefined);
  }, [cropId, editingTextId, state.selection, state.doc]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a change of page only
  useEffect(() => {
    setMode(IDLE);
    setEditingTextId(undefined);
  }, [state.activeSurfaceId]);

  // The selection is read out as it changes, unless an action said something of its own in the
  // same update ("Photo placed" says more than "Selected Photo 2").
  const spoke = useRef(false);
  const announce = useCallback((message: string) => {
    spoke.current = true;
    setAnnouncement(message);
  }, []);
  const selectionKey = state.selection.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces per selection, not per edit
  useEffect(() => {
    if (spoke.current) return;
    const labels = state.selection.flatMap((id) =>
      state.doc.elements[id] ? [elementLabel(state.doc.elements[id])] : [],
    );
    setAnnouncement(selectionAnnouncement(labels));
  }, [selectionKey]);
  useEffect(() => {
    spoke.current = false;
  });

  const onEscape = useCallback(() => {
    if (mode.kind === 'crop') {
      setMode(IDLE);
      return true;
    }
    return false;
  }, [mode.kind]);
  useEditorKeyboard({ engine, readOnly, editingText: editingTextId !== undefined, onEscape });

  const openCrop = useCallback(
    (slotId: string) => {
      engine.select([slotId]);
      setEditingTextId(undefined);
      setMode({ kind: 'crop', slotId });
      announce('Cropping: drag the photo or use the zoom slider; Done or Escape to finish.');
    },
    [engine, announce],
  );
  const openText = useCallback((id: string | undefined) => {
    setMode(IDLE);
    setEditingTextId(id);
  }, []);
  const openElement = useCallback(
    (element: Element) => {
      if (element.type === 'text') openText(element.id);
      else if (element.type === 'photoSlot' && element.photoId) openCrop(element.id);
    },
    [openText, openCrop],
  );

  // Opened from the element list, an element's editor gives focus back to its button when it
  // closes (Escape, Done, Ctrl+Enter), unless focus has gone somewhere of its own.
  const returnFocusTo = useRef<string | undefined>(undefined);
  const openFromList = useCallback(
    (element: Element) => {
      const opens = element.type === 'text' || (element.type === 'photoSlot' && element.photoId);
      returnFocusTo.current = opens ? element.id : undefined;
      openElement(element);
    },
    [openElement],
  );
  useEffect(() => {
    if (mode.kind !== 'idle' || editingTextId !== undefined) return;
    const id = returnFocusTo.current;
    returnFocusTo.current = undefined;
    if (!id) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const buttons = document.querySelectorAll<HTMLElement>('[data-element-list] [data-element-id]');
    for (const button of buttons) if (button.dataset.elementId === id) button.focus();
  }, [mode.kind, editingTextId]);

  // The strip of a 100-page book costs more to mount than the open page (a list item, drag and
  // drop and a thumbnail box per page): it is drawn just after the first paint, as an
  // interruptible render, so the page opens editable first. Its box holds its place meanwhile.
  const stripShown = useDeferredValue(true, false);
  // The strip is drawn again only when the pages, their order or the product change.
  const structure = useRef<PageStructure>(undefined);
  structure.current = pageStructureOf(state.doc, structure.current);
  // A page switch draws the page opened first; the strip (every page's item in a big book)
  // moves its highlight just after, as an interruptible render.
  const stripActive = useDeferredValue(state.activeSurfaceId);
  const strip = !stripShown ? (
    <section className={`${styles.pageStrip} ${styles.pageStripPending}`} aria-label="Pages" />
  ) : (
    <PageStrip
      engine={engine}
      doc={structure.current}
      activeSurfaceId={stripActive}
      photos={photos}
      readOnly={readOnly}
      onAnnounce={announce}
    />
  );

  return (
    <div className={styles.screen} data-experience={experience}>
      {/* The design's open font families, so the canvas draws each text in its own face. */}
      <DesignFonts />
      <TopBar engine={engine} state={state} screen={props} compact={mobile} />
      <div className={styles.body}>
        {props.panels && !mobile && !readOnly ? (
          <aside className={styles.panels} aria-label="Design tools">
            {panelsFor(props.panels, 'side')}
          </aside>
        ) : null}
        {/* A region, not <main>: the site frame's <main> already holds the whole screen. */}
        <section className={styles.workspace} aria-label="Design">
          {/* On a phone the toolbar moves out of the way of a selection low on the page. */}
          <div
            className={styles.workspaceTools}
            data-place={
              mobile ? toolbarPlacement(state.doc, state.selection, state.viewport) : undefined
            }
          >
            <ElementList
              engine={engine}
              doc={state.doc}
              selection={state.selection}
              activeSurfaceId={state.activeSurfaceId}
              readOnly={readOnly}
              onOpen={openFromList}
            />
            {!readOnly && mode.kind !== 'crop' ? (
              <SelectionToolbar
                engine={engine}
                state={state}
                onCrop={openCrop}
                onEditText={(id) => openText(id)}
              />
            ) : null}
          </div>
          <EditorCanvas
            engine={engine}
            state={state}
            photos={photos}
            readOnly={readOnly}
            mode={mode}
            onModeChange={setMode}
            editingTextId={editingTextId}
            onEditText={openText}
            onAnnounce={announce}
            onReplacePhoto={() => {
              if (mobile) setSheet('tools');
              announce('Pick a photo in the tray to replace this one.');
            }}
          />
        </section>
      </div>
      {mobile ? (
        <>
          {sheet === 'pages' ? <div className={styles.sheet}>{strip}</div> : null}
          {sheet === 'tools' && props.panels ? (
            <aside className={styles.sheet} aria-label="Design tools">
              {panelsFor(props.panels, 'sheet')}
            </aside>
          ) : null}
          <BottomToolbar
            engine={engine}
            state={state}
            readOnly={readOnly}
            sheet={sheet}
            onSheet={setSheet}
            hasPanels={Boolean(props.panels)}
          />
        </>
      ) : (
        strip
      )}
      <div className="visually-hidden" aria-live="polite" data-testid="editor-announcer">
        {announcement}
      </div>
    </div>
  );
}

function panelsFor(panels: EditorScreenProps['panels'], layout: 'side' | 'sheet'): ReactNode {
  return typeof panels === 'function' ? panels(layout) : panels;
}
