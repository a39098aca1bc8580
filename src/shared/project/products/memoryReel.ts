import type { ProductOptions } from '../options';
import type { Surface } from '../surface';
import { makeSurface } from './makeSurface';

/** A reel frame: 16:9, sized in points like everything else (16 × 9 in, 1152 × 648 pt). */
export const REEL_FRAME = { width: 1152, height: 648 };

/** Memory reels play on screens: a frame per photo, no bleed, a 5% title-safe margin. */
export function memoryReelSurfaces(options: ProductOptions): Surface[] {
  const items = options.reel?.items ?? [];
  const count = Math.max(1, items.length);
  return Array.from({ length: count }, (_, index) =>
    makeSurface({
      id: `frame-${index + 1}`,
      kind: 'frame',
      role: 'frame',
      label: `Photo ${index + 1}${items[index] ? ` (${(items[index].durationMs / 1000).toFixed(1)} s)` : ''}`,
      ...REEL_FRAME,
      bleed: 0,
      safeInset: REEL_FRAME.width * 0.05,
    }),
  );
}

/** How long the reel plays, in milliseconds. */
export function reelDurationMs(options: ProductOptions): number {
  return (options.reel?.items ?? []).reduce((sum, item) => sum + item.durationMs, 0);
}
