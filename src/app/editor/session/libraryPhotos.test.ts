import { describe, expect, it } from 'vitest';
import { photoIdsInDocument } from '../../../shared/project/photoIds';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import {
  type LibraryPhoto,
  photoInfoOf,
  readLibraryPhotos,
  resolvedPhotoOf,
} from './libraryPhotos';
import { placeLinkedPhotos } from './placeLinkedPhotos';
import { BOOK_TEMPLATE } from './sessionTestKit';

const photo = (id: number, extra: Partial<LibraryPhoto> = {}): LibraryPhoto => ({
  id,
  width: 4000,
  height: 3000,
  urls: { small: `/photos/${id}/small.webp`, medium: `/photos/${id}/medium.webp` },
  ...extra,
});

describe('a design’s photos from the library', () => {
  it('reads the device first and asks the server only for the rest; unknown photos are left out', async () => {
    const asked: number[] = [];
    const found = await readLibraryPhotos(
      {
        readStored: async (ids) => ids.map((id) => (id === 1 ? photo(1) : undefined)),
        fetchOne: async (id) => {
          asked.push(id);
          if (id === 3) throw new Error('404');
          return photo(id);
        },
      },
      [1, 2, 3],
    );
    expect([...found.keys()].sort()).toEqual([1, 2]);
    expect(asked).toEqual([2, 3]);
  });

  it('asks the server again for a stored photo that had no pictures yet, keeping it offline', async () => {
    const unfinished = photo(7, { urls: {} });
    const online = await readLibraryPhotos(
      { readStored: async () => [unfinished], fetchOne: async (id) => photo(id) },
      [7],
    );
    expect(online.get(7)?.urls.medium).toBe('/photos/7/medium.webp');
    const offline = await readLibraryPhotos(
      {
        readStored: async () => [unfinished],
        fetchOne: () => Promise.reject(new Error('offline')),
      },
      [7],
    );
    expect(offline.get(7)).toBe(unfinished);
  });

  it('works offline from the device alone, and from the server when the device store fails', async () => {
    const offline = await readLibraryPhotos(
      {
        readStored: async (ids) => ids.map((id) => photo(id)),
        fetchOne: () => Promise.reject(new Error('offline')),
      },
      [5],
    );
    expect(offline.get(5)?.id).toBe(5);
    const noStore = await readLibraryPhotos(
      { readStored: () => Promise.reject(new Error('blocked')), fetchOne: async (id) => photo(id) },
      [6],
    );
    expect(noStore.get(6)?.id).toBe(6);
  });

  it('draws the medium picture at the original’s pixel size, and frames on the focus point', () => {
    expect(resolvedPhotoOf(photo(7))).toEqual({
      url: '/photos/7/medium.webp',
      width: 4000,
      height: 3000,
    });
    expect(resolvedPhotoOf(photo(8, { urls: {} }))).toBeUndefined();
    expect(photoInfoOf(photo(9, { focusRelativeX: 0.2, focusRelativeY: 0.7 }))).toEqual({
      id: '9',
      width: 4000,
      height: 3000,
      focus: { x: 0.2, y: 0.7 },
    });
  });

  it('reads only library ids from the document', () => {
    const doc = placeLinkedPhotos(createProjectFromTemplate(BOOK_TEMPLATE), {
      cover: [],
      inside: [photoInfoOf(photo(3)), photoInfoOf(photo(1)), photoInfoOf(photo(3))],
    }).doc;
    expect([...photoIdsInDocument(doc)].sort()).toEqual(['1', '3']);
  });
});
