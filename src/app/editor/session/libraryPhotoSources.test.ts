import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { client, type Reply } from '../../../shared/api/testing/fakeFetch';
import { libraryPhotoSources } from './libraryPhotoSources';
import { type LibraryPhoto, readLibraryPhotos } from './libraryPhotos';

const OWNER = 7;

const theirs = (id: number): LibraryPhoto => ({
  id,
  width: 3000,
  height: 2000,
  urls: { small: `/p/12/photos/${id}/small.webp`, medium: `/p/12/photos/${id}/medium.webp` },
});

const unreachable: Reply = () => Promise.reject(new TypeError('Failed to fetch'));
const notFound: Reply = { status: 404, body: { error: { code: 'not_found', message: 'No.' } } };

/** The design's photos as the canvas reads them, with the server answering `replies` in turn. */
async function read(projectId: number, ids: number[], replies: Record<string, Reply[]>) {
  const { api } = client(replies);
  const found = await readLibraryPhotos(libraryPhotoSources(api, OWNER, projectId), ids);
  return [...found.values()];
}

describe('the photos a project’s other people placed', () => {
  it('draw offline as the project last showed them online on this device', async () => {
    const online = await read(12, [81, 82], {
      'GET /api/v2/my/projects/12/photos': [
        { status: 200, body: { photos: [theirs(81), theirs(82)] } },
      ],
    });
    expect(online).toEqual([theirs(81), theirs(82)]);

    const offline = await read(12, [81, 82], {
      'GET /api/v2/my/projects/12/photos': [unreachable],
      'GET /api/v2/my/photos/81': [unreachable],
      'GET /api/v2/my/photos/82': [unreachable],
    });
    expect(offline).toEqual([theirs(81), theirs(82)]);
  });

  it('are kept per project, and not given when the server refuses them', async () => {
    await read(13, [91], {
      'GET /api/v2/my/projects/13/photos': [{ status: 200, body: { photos: [theirs(91)] } }],
    });
    // Another project naming the same photo while offline was never shown it.
    const elsewhere = await read(14, [91], {
      'GET /api/v2/my/projects/14/photos': [unreachable],
      'GET /api/v2/my/photos/91': [unreachable],
    });
    expect(elsewhere).toEqual([]);
    // Online, no longer the caller's to see: the device's copy does not stand in.
    const refused = await read(13, [91], {
      'GET /api/v2/my/projects/13/photos': [notFound],
      'GET /api/v2/my/photos/91': [notFound],
    });
    expect(refused).toEqual([]);
  });
});
