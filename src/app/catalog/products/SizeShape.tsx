import styles from './SizeShape.module.css';

/**
 * A size drawn to scale against the largest size beside it, so shoppers see proportions at a
 * glance. Decorative: the size is always written out next to it.
 */
export function SizeShape({
  width,
  height,
  largest,
}: {
  width: number;
  height: number;
  /** The longest side among the sizes shown together, in the same unit. */
  largest: number;
}) {
  const box = 64;
  // Leave room for the stroke, so the largest size is not clipped at the edge.
  const scale = (box - 4) / largest;
  const w = Math.max(6, width * scale);
  const h = Math.max(6, height * scale);
  return (
    <svg
      className={styles.shape}
      viewBox={`0 0 ${box} ${box}`}
      width={box}
      height={box}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={(box - w) / 2}
        y={(box - h) / 2}
        width={w}
        height={h}
        rx="2"
        className={styles.rect}
      />
    </svg>
  );
}
