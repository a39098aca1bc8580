import { useRef } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { Point } from '../../../shared/project/geometry';
import type { EditorEngine } from '../engine/editorEngine';
import { elementLabel } from '../screen/elementLabels';
import styles from './EditorCanvas.module.css';

/** Where a long press on an element opened its menu, in the canvas's pixels. */
export interface ElementMenuAt {
  elementId: string;
  point: Point;
}

/**
 * The menu a long press on an element opens (a finger has no right button): replace its photo,
 * remove it, bring it forward, duplicate it. The same commands as the selection toolbar's, where
 * the finger is.
 */
export function ElementMenu(props: {
  engine: EditorEngine;
  at: ElementMenuAt;
  onClose: () => void;
  /** Replace: the slot stays selected and the photos are shown, where a tap replaces it. */
  onReplace: (slotId: string) => void;
}) {
  const { engine, at, onClose, onReplace } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const element = engine.getSnapshot().doc.elements[at.elementId];
  if (!element) return null;
  const ids = [element.id];
  const hasPhoto = element.type === 'photoSlot' && Boolean(element.photoId);
  const act = (key: string) => {
    if (key === 'replace') onReplace(element.id);
    else if (key === 'remove')
      engine.dispatch(
        hasPhoto
          ? { name: 'removePhoto', args: { slotId: element.id } }
          : { name: 'deleteElements', args: { ids } },
      );
    else if (key === 'forward')
      engine.dispatch({ name: 'arrangeElements', args: { ids, move: 'forward' } });
    else if (key === 'duplicate') engine.dispatch({ name: 'duplicateElements', args: { ids } });
    onClose();
  };
  return (
    <>
      <div
        ref={anchor}
        className={styles.menuAnchor}
        style={{ left: at.point.x, top: at.point.y }}
        aria-hidden="true"
      />
      <Popover
        triggerRef={anchor}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        placement="bottom start"
        className={styles.elementMenu}
      >
        <Menu
          aria-label={`Actions for ${elementLabel(element)}`}
          onAction={(key) => act(String(key))}
          autoFocus="first"
        >
          {element.type === 'photoSlot' ? (
            <MenuItem id="replace" className={styles.elementMenuItem}>
              {hasPhoto ? 'Replace photo' : 'Add a photo'}
            </MenuItem>
          ) : null}
          <MenuItem id="remove" className={styles.elementMenuItem}>
            {hasPhoto ? 'Remove photo' : 'Remove'}
          </MenuItem>
          <MenuItem id="forward" className={styles.elementMenuItem}>
            Bring forward
          </MenuItem>
          <MenuItem id="duplicate" className={styles.elementMenuItem}>
            Duplicate
          </MenuItem>
        </Menu>
      </Popover>
    </>
  );
}
