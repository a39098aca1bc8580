import type { ProjectDocument } from '../../../shared/project/document';
import type { Viewport } from '../engine/viewport';
import { handlePosition } from './canvasMath';
import styles from './EditorCanvas.module.css';
import { BADGE_TEXT, type SlotResolution } from './slotResolution';

/** A badge at the top-right corner of each photo that would print blurred at its size. */
export function ResolutionBadges(props: {
  doc: ProjectDocument;
  viewport: Viewport;
  slots: readonly SlotResolution[];
}) {
  return (
    <g>
      {props.slots.map(({ slotId, dpi, badge }) => {
        const slot = props.doc.elements[slotId];
        if (!slot) return null;
        const corner = handlePosition(props.viewport, slot, 'ne');
        const text = BADGE_TEXT[badge];
        const width = 7 * text.length + 16;
        return (
          <g
            key={slotId}
            transform={`translate(${corner.x - width - 6} ${corner.y + 6})`}
            className={badge === 'poor' ? styles.badgePoor : styles.badgeWarning}
            data-resolution={badge}
            data-slot-id={slotId}
          >
            <title>{`${text}: about ${dpi} DPI at print size. Use a larger photo or zoom out.`}</title>
            <rect width={width} height={20} rx={10} />
            <text x={width / 2} y={14} textAnchor="middle">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
