import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { DEFAULT_REEL_DURATION_MS, reelItemsOf } from '../../../shared/project/products/memoryReel';
import type { PhotoInfo } from '../engine/commands/photos';
import type { CommandCall } from '../engine/commands/registry';
import type { EditorState } from '../engine/editorEngine';
import { activeSurfaceOf, selectedOfType } from './editorState';

export type Placement =
  | { call: CommandCall; slotId: string; replaced: boolean; added?: boolean }
  | { call: undefined; reason: 'no-empty-slot' | 'no-page' };

/**
 * Where a tapped tray photo goes: into the selected photo slot (replacing its photo), or else
 * into the first empty slot of the page in view, bottom to top as the page stacks them.
 */
export function placementFor(
  state: Pick<EditorState, 'doc' | 'selection' | 'activeSurfaceId'>,
  photo: PhotoInfo,
): Placement {
  // A memory reel's tray adds the photo to the end of the reel: a new frame that shows it.
  if (state.doc.options.productTypeId === PRODUCT_TYPE_ID.memory_reel) {
    const reel = state.doc.options.reel ?? { items: [] };
    const items = [
      ...reelItemsOf(state.doc),
      { photoId: photo.id, durationMs: DEFAULT_REEL_DURATION_MS },
    ];
    return {
      call: { name: 'setReel', args: { reel: { ...reel, items } } },
      slotId: `frame-${items.length}`,
      replaced: false,
      added: true,
    };
  }
  const selected = selectedOfType(state, 'photoSlot').find((slot) => !slot.locked);
  if (selected) {
    const replaced = selected.photoId !== undefined;
    return {
      call: {
        name: replaced ? 'replacePhoto' : 'placePhoto',
        args: { slotId: selected.id, photo },
      },
      slotId: selected.id,
      replaced,
    };
  }
  const surface = activeSurfaceOf(state);
  if (!surface) return { call: undefined, reason: 'no-page' };
  const empty = surface.elementIds.find((id) => {
    const element = state.doc.elements[id];
    return element?.type === 'photoSlot' && !element.photoId && !element.locked;
  });
  if (!empty) return { call: undefined, reason: 'no-empty-slot' };
  return {
    call: { name: 'placePhoto', args: { slotId: empty, photo } },
    slotId: empty,
    replaced: false,
  };
}
