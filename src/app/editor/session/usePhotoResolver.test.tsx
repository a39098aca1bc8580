// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoResolver } from '../../../shared/render/context';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { usePhotoResolver } from './usePhotoResolver';

afterEach(cleanupRendered);

/** The resolver of the last render of Probe. */
let resolve: PhotoResolver = () => undefined;

function Probe({
  ownerId,
  ids,
  projectId,
}: {
  ownerId: number | undefined;
  ids: string[];
  projectId?: number;
}) {
  resolve = usePhotoResolver(ownerId, ids, projectId);
  return null;
}

const photoCalls = (call: ReturnType<typeof vi.fn>) =>
  call.mock.calls.filter(([name]) => name === 'my/photos/{id}').map(([, payload]) => payload.id);

const photo = (id: number, urls: Record<string, string>) => ({
  id,
  width: 4000,
  height: 3000,
  urls,
});

async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

describe('the canvas’s photo resolver', () => {
  it('finds a design’s photos, leaves out what the library does not have, and asks once', async () => {
    const call = vi.fn(async (_name: string, payload?: { id: number }) => {
      if (payload?.id === 5) return photo(5, { medium: '/photos/5/medium.webp' });
      throw new Error('404');
    });
    const api = { call, setCsrfToken: () => {} } as unknown as ApiClient;
    await renderInRouter(<Probe ownerId={7} ids={['5', '6', 'sample-1']} />, { api });
    await settle();
    expect(resolve('5')).toEqual({ url: '/photos/5/medium.webp', width: 4000, height: 3000 });
    expect(resolve('6')).toBeUndefined();
    expect(resolve('sample-1')).toBeUndefined();
    expect(photoCalls(call).sort()).toEqual([5, 6]);
  });

  it('finds photos a collaborator placed through the project, in one call', async () => {
    const call = vi.fn(async (name: string, payload?: { id?: number; ids?: number[] }) => {
      if (name === 'my/projects/{project_id}/photos') {
        expect(payload).toEqual({ projectId: 40, ids: [8, 9] });
        return {
          photos: [
            {
              id: 8,
              width: 800,
              height: 600,
              urls: { medium: '/projects/40/photos/8/medium.webp' },
            },
          ],
        };
      }
      throw new Error('404');
    });
    const api = { call, setCsrfToken: () => {} } as unknown as ApiClient;
    await renderInRouter(<Probe ownerId={7} ids={['8', '9']} projectId={40} />, { api });
    await settle();
    expect(resolve('8')).toEqual({
      url: '/projects/40/photos/8/medium.webp',
      width: 800,
      height: 600,
    });
    expect(resolve('9')).toBeUndefined();
    // Only what the project did not have is asked of the library.
    expect(photoCalls(call)).toEqual([9]);
  });

  it('hands the pictures it found to the service worker to keep for offline', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    try {
      const call = vi.fn(async (name: string) => {
        if (name === 'my/projects/{project_id}/photos')
          return {
            photos: [
              photo(21, { small: '/photos/21/small.webp', medium: '/photos/21/medium.webp' }),
              // Still being made: nothing to keep yet.
              photo(22, {}),
            ],
          };
        throw new Error('404');
      });
      const api = { call, setCsrfToken: () => {} } as unknown as ApiClient;
      await renderInRouter(<Probe ownerId={7} ids={['21', '22']} projectId={41} />, { api });
      await settle();
      expect(postMessage).toHaveBeenCalledWith({
        type: 'CACHE_IMAGES',
        urls: ['/photos/21/medium.webp', '/photos/21/small.webp'],
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('has nothing for a guest, and asks nobody', async () => {
    const call = vi.fn();
    const api = { call, setCsrfToken: () => {} } as unknown as ApiClient;
    await renderInRouter(<Probe ownerId={undefined} ids={['5']} />, { api });
    await settle();
    expect(resolve('5')).toBeUndefined();
    expect(photoCalls(call)).toEqual([]);
  });
});
