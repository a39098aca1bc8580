import { PRODUCT_TYPE_ID } from '../../catalog/productTypes';
import { BLANK_THEME } from '../../catalog/themes';
import type { ProjectDocument } from '../document';
import { documentPhotoId } from '../photoIds';
import { DEFAULT_REEL_DURATION_MS, reelFramePhoto } from '../products/memoryReel';
import { createProjectFromTemplate } from './createProject';

/**
 * The design of a memory reel made from a list of library photos (my/animated_projects): a frame
 * per photo, each for the default time, and the music track in the reel's options. The design is
 * where a reel's track lives, for the editor, the preview and every device alike.
 */
export function reelDesign(input: {
  name: string;
  photoIds: readonly number[];
  musicTrackId?: number;
}): ProjectDocument {
  const doc = createProjectFromTemplate(
    {
      templateId: 1,
      themeId: BLANK_THEME.id,
      name: input.name,
      productTypeId: PRODUCT_TYPE_ID.memory_reel,
      photoCount: 0,
      colorIds: [],
      sizes: [],
      keywords: '',
    },
    {
      templateId: undefined,
      reel: {
        items: input.photoIds.map((id) => ({
          photoId: documentPhotoId(id),
          durationMs: DEFAULT_REEL_DURATION_MS,
        })),
        ...(input.musicTrackId === undefined ? {} : { musicTrackId: input.musicTrackId }),
      },
    },
  );
  // Each frame shows its photo, as the editor's reel timeline puts it there (setReel).
  const surfaces = { ...doc.surfaces };
  const elements = { ...doc.elements };
  doc.options.reel!.items.forEach((item, index) => {
    const frame = surfaces[doc.surfaceOrder[index] ?? ''];
    if (!frame) return;
    const photo = reelFramePhoto(frame, item.photoId);
    elements[photo.id] = photo;
    const above = frame.elementIds.filter((id) => elements[id]?.type === 'background').length;
    const elementIds = [...frame.elementIds];
    elementIds.splice(above, 0, photo.id);
    surfaces[frame.id] = { ...frame, elementIds };
  });
  return { ...doc, surfaces, elements };
}
