import type { ActionOutput } from '../../../shared/api/actionTable';
import type { PhotoRow } from './photos.repo';

export type Photo = ActionOutput<'my/photos/{id}'>;

/** The row as the API shows it (spec §3 indexed fields); empty optional columns left out. */
export function toPhoto(row: PhotoRow, albumIds: number[]): Photo {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString(),
    albumIds,
    urls: row.urls,
    widths: row.widths,
    heights: row.heights,
    sourceId: row.sourceId,
    externalId: row.externalId ?? undefined,
    focusRelativeX: row.focusRelativeX ?? undefined,
    focusRelativeY: row.focusRelativeY ?? undefined,
    isOriginalUploaded: row.isOriginalUploaded,
    isDuplicate: row.isDuplicate,
    isGeoTagged: row.isGeoTagged,
    creatorId: row.creatorId ?? undefined,
  };
}
