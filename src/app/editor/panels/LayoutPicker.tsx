import { Button as AriaButton } from 'react-aria-components';
import { countWords } from '../../../shared/format/counts';
import { type Layout, layoutArea, layoutsFor } from '../engine/commands/layouts';
import type { EditorEngine } from '../engine/editorEngine';
import { activeSurfaceOf, useEditorState } from './editorState';
import { layoutLabel, orderLayouts } from './layoutOrder';
import styles from './Panels.module.css';

const THUMB = 72;

/** Layouts for the page in view, those that fit its photos first; applying one keeps them. */
export function LayoutPicker({ engine }: { engine: EditorEngine }) {
  const state = useEditorState(engine);
  const surface = activeSurfaceOf(state);
  if (!surface) return <p className={styles.hint}>Open a page to choose its layout.</p>;
  const photos = surface.elementIds.filter((id) => {
    const element = state.doc.elements[id];
    return element?.type === 'photoSlot' && element.photoId && !element.locked;
  }).length;
  const { area } = layoutArea(surface);
  const layouts = orderLayouts(layoutsFor(), photos);
  return (
    <div className={styles.panelBody}>
      <p className={styles.hint}>
        {surface.label} has {countWords(photos, 'photo')}. Layouts that fit come first; your photos
        move into the new layout.
      </p>
      <ul className={styles.layouts} aria-label={`Layouts for ${surface.label}`}>
        {layouts.map((layout) => {
          const dropped = Math.max(0, photos - layout.slots.length);
          const label = `${layoutLabel(layout)}${
            dropped > 0
              ? ` (${dropped} ${dropped === 1 ? 'photo goes' : 'photos go'} back to the tray)`
              : ''
          }`;
          return (
            <li key={layout.id}>
              <AriaButton
                aria-label={label}
                className={styles.layoutButton}
                onPress={() =>
                  engine.dispatch({
                    name: 'applyLayout',
                    args: { surfaceId: surface.id, layoutId: layout.id },
                  })
                }
              >
                <LayoutThumbnail layout={layout} aspect={area.width / area.height} />
              </AriaButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The layout's slots drawn at the page's shape. */
function LayoutThumbnail({ layout, aspect }: { layout: Layout; aspect: number }) {
  const width = aspect >= 1 ? THUMB : THUMB * aspect;
  const height = aspect >= 1 ? THUMB / aspect : THUMB;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      <rect width={width} height={height} className={styles.layoutPage} />
      {layout.slots.map((slot) => (
        <rect
          key={`${slot.x} ${slot.y}`}
          x={slot.x * width}
          y={slot.y * height}
          width={slot.width * width}
          height={slot.height * height}
          className={styles.layoutSlot}
        />
      ))}
    </svg>
  );
}
