import type { Surface } from '../../../shared/project/surface';
import styles from './CanvasPreview.module.css';
import { type PreviewSource, pageImageSrcSet, pageImageUrl } from './pageImage';

/** The canvas surface of a document, when it is one: a face with four wrapped sides. */
export function canvasSurfaceOf(surfaces: readonly Surface[]): Surface | undefined {
  const [surface, ...rest] = surfaces;
  if (!surface || rest.length || surface.kind !== 'canvas') return undefined;
  const roles = new Set(surface.panels.map((panel) => panel.role));
  return roles.has('face') && roles.has('right') && roles.has('bottom') ? surface : undefined;
}

/**
 * A canvas as it hangs, seen from a little to the left and above: the face, and the right and
 * bottom sides folded back over the frame, each the server's drawing of that panel of the one
 * printed sheet, so what the sides show (the photo wrapped, mirrored, a colour, or white) is
 * what prints there.
 */
export function CanvasPreview({
  surface,
  title,
  source,
}: {
  surface: Surface;
  title: string;
  source: PreviewSource;
}) {
  const rect = (role: string) => surface.panels.find((panel) => panel.role === role)?.rect;
  const face = rect('face');
  const right = rect('right');
  const bottom = rect('bottom');
  if (!face || !right || !bottom) return null;
  const side = (role: 'right' | 'bottom', size: { width: number; height: number }) => (
    <img
      className={styles[role]}
      src={pageImageUrl(source, surface.id, { width: 480, panel: role })}
      style={
        role === 'right'
          ? { width: `${(size.width / face.width) * 100}%` }
          : { height: `${(size.height / face.width) * 100}%` }
      }
      width={size.width}
      height={size.height}
      alt=""
    />
  );
  return (
    <section className={styles.stage} aria-label={title}>
      <div className={styles.box} data-testid="canvas-preview">
        <img
          className={styles.face}
          src={pageImageUrl(source, surface.id, { panel: 'face' })}
          srcSet={pageImageSrcSet(source, surface.id, 'face')}
          sizes="(min-width: 60rem) 26rem, 100vw"
          width={face.width}
          height={face.height}
          alt=""
        />
        {side('right', right)}
        {side('bottom', bottom)}
      </div>
      <p className={styles.caption}>{title}, on the wall with its wrapped sides</p>
    </section>
  );
}
