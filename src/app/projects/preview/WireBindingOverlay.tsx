import { wireBinding } from './wireBinding';

/** How tall the drawn wire stands over the sheet's top edge, in the surface's points. */
const BAND = 22;
const HOLE = 4.2;

/**
 * A wall calendar's wire-o binding and hanger drawn over the top edge of the page shown, in the
 * page's own coordinates, so it scales with the page image. Decorative: the page is the content.
 */
export function WireBindingOverlay({ width, className }: { width: number; className?: string }) {
  const { loops, hanger } = wireBinding(width);
  const holeY = BAND * 0.72;
  return (
    <svg
      className={className}
      viewBox={`0 ${-BAND * 0.6} ${width} ${BAND * 1.6}`}
      preserveAspectRatio="xMidYMin meet"
      aria-hidden="true"
      data-testid="wire-binding"
      data-loops={loops.length}
    >
      <path
        d={`M ${hanger.x + 4} ${holeY - 2} C ${hanger.x + hanger.width * 0.2} ${-BAND * 0.55}, ${
          hanger.x + hanger.width * 0.8
        } ${-BAND * 0.55}, ${hanger.x + hanger.width - 4} ${holeY - 2}`}
        fill="none"
        stroke="#6b6f76"
        strokeWidth={1.6}
        strokeLinecap="round"
      />
      {loops.map((x) => (
        <g key={x}>
          <circle cx={x} cy={holeY} r={HOLE / 2} fill="#2b2d31" />
          <rect
            x={x - 2.6}
            y={holeY - BAND * 0.95}
            width={5.2}
            height={BAND * 0.95 + 1}
            rx={2.6}
            fill="none"
            stroke="#8c9099"
            strokeWidth={1.5}
          />
        </g>
      ))}
    </svg>
  );
}
