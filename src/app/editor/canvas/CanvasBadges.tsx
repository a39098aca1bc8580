import type { ProjectDocument } from '../../../shared/project/document';
import type { Viewport } from '../engine/viewport';
import type { CanvasBadge } from './canvasBadgeRules';
import { handlePosition } from './canvasMath';
import styles from './EditorCanvas.module.css';

/**
 * Warnings pinned to elements on the canvas: a photo that would print blurred (top-right corner),
 * text that does not fit its box (bottom-right). Each says what is wrong in its title.
 */
export function CanvasBadges(props: {
  doc: ProjectDocument;
  viewport: Viewport;
  badges: readonly CanvasBadge[];
}) {
  return (
    <g>
      {props.badges.map((badge) => {
        const element = props.doc.elements[badge.elementId];
        if (!element) return null;
        const corner = handlePosition(props.viewport, element, badge.corner);
        const width = 7 * badge.label.length + 16;
        const y = badge.corner === 'ne' ? corner.y + 6 : corner.y - 26;
        return (
          <g
            key={`${badge.kind}-${badge.elementId}`}
            transform={`translate(${corner.x - width - 6} ${y})`}
            className={badge.tone === 'poor' ? styles.badgePoor : styles.badgeWarning}
            data-badge={badge.kind}
            data-resolution={badge.kind === 'resolution' ? badge.tone : undefined}
            data-element-id={badge.elementId}
          >
            <title>{badge.detail}</title>
            <rect width={width} height={20} rx={10} />
            <text x={width / 2} y={14} textAnchor="middle">
              {badge.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
