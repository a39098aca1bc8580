import type { ProjectDocument } from '../document';
import type { Element } from '../elements';
import type { ProductOptions, ReelOptions } from '../options';
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

/** The photo a frame of a blank reel shows: the whole frame, over its background. */
export function reelFramePhoto(frame: Pick<Surface, 'id' | 'width' | 'height'>, photoId: string) {
  return {
    id: `${frame.id}-photo`,
    type: 'photoSlot',
    x: 0,
    y: 0,
    width: frame.width,
    height: frame.height,
    rotation: 0,
    photoId,
  } satisfies Element;
}

/** How long the reel plays, in milliseconds. */
export function reelDurationMs(options: ProductOptions): number {
  return (options.reel?.items ?? []).reduce((sum, item) => sum + item.durationMs, 0);
}

/** What a reel shows first: three seconds a photo, as reel makers start. */
export const DEFAULT_REEL_DURATION_MS = 3000;

/** The items with the one at `from` moved to `to` (both clamped to the list). */
export function moveReelItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/**
 * Which photo shows `elapsedMs` into the reel, and when it started; past the end, the last
 * photo (the player stops there). An empty reel has no position.
 */
export function reelPositionAt(
  items: readonly { durationMs: number }[],
  elapsedMs: number,
): { index: number; startMs: number } | undefined {
  if (items.length === 0) return undefined;
  let startMs = 0;
  for (let index = 0; index < items.length; index++) {
    const duration = items[index]!.durationMs;
    if (elapsedMs < startMs + duration) return { index, startMs };
    if (index === items.length - 1) return { index, startMs };
    startMs += duration;
  }
  return undefined;
}

/** The moment photo `index` starts, in milliseconds from the reel's start. */
export function reelStartOf(items: readonly { durationMs: number }[], index: number): number {
  return items.slice(0, index).reduce((sum, item) => sum + item.durationMs, 0);
}

/**
 * What a reel plays: its items, or, for a reel whose photos were put in its frames some other way
 * (a reel made from selected photos, a tray drop on a frame), each frame's photo for the default
 * time, in frame order.
 */
type ReelItem = ReelOptions['items'][number];

export function reelItemsOf(
  doc: Pick<ProjectDocument, 'options' | 'surfaceOrder' | 'surfaces' | 'elements'>,
): ReelItem[] {
  const items = doc.options.reel?.items ?? [];
  if (items.length) return items;
  return doc.surfaceOrder.flatMap((id) => {
    for (const elementId of doc.surfaces[id]?.elementIds ?? []) {
      const element = doc.elements[elementId];
      if (element?.type === 'photoSlot' && element.photoId)
        return [{ photoId: element.photoId, durationMs: DEFAULT_REEL_DURATION_MS }];
    }
    return [];
  });
}
