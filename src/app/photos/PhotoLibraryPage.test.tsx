// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import * as Comlink from 'comlink';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPhoto } from '../../../browser-storage/photoStore';
import { createPhotoWorkerApi, type PhotoWorkerApi } from '../../../workers/photos/photoWorkerApi';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import PhotoLibraryPage from './PhotoLibraryPage';

// The library's worker runs in this process, across a real message channel as Comlink uses it.
vi.mock('../../../workers/photos/photoWorkerClient', () => ({
  createPhotoWorker: () => {
    const channel = new MessageChannel();
    Comlink.expose(createPhotoWorkerApi(), channel.port1);
    return {
      api: Comlink.wrap<PhotoWorkerApi>(channel.port2),
      terminate: () => {
        channel.port1.close();
        channel.port2.close();
      },
    };
  },
}));

afterEach(cleanupRendered);

function photo(id: number, name: string, width: number, contentHash?: string): ApiPhoto {
  return {
    id,
    name,
    width,
    height: (width * 3) / 4,
    createdAt: `2026-01-0${id}T00:00:00Z`,
    takenAt: `2025-07-0${id}T10:00:00`,
    albumIds: [],
    urls: {},
    widths: {},
    heights: {},
    sourceId: 0,
    isOriginalUploaded: true,
    isDuplicate: false,
    isGeoTagged: false,
    focusRelativeX: 0.5,
    focusRelativeY: 0.5,
    contentHash,
  };
}

const sameFile = 'ab'.repeat(32);
// The same file twice (the smaller copy is the duplicate), and a photo of its own.
const library = [
  photo(1, 'Beach', 4000, sameFile),
  photo(2, 'Beach again', 2000, sameFile),
  photo(3, 'Garden', 4000),
];

const session = { anonymousId: 'anon-1', csrfToken: 'csrf', user: { id: 31, email: 'p@x.io' } };

const api: ApiClient = {
  call: (async (name: string, input: { page?: number }) => {
    if (name === 'my/sessions/current') return session;
    if (name === 'my/photos')
      return { items: (input.page ?? 1) === 1 ? library : [], total: library.length };
    if (name === 'my/albums') return { items: [], total: 0 };
    throw new Error(`no ${name} in this test`);
  }) as never,
  setCsrfToken: () => {},
};

describe('the photo library and its hidden duplicates', { timeout: 30_000 }, () => {
  it('says how many duplicates it hides and shows them on a tap', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['session'], session);
    const { container, router } = await renderInRouter(<PhotoLibraryPage />, {
      url: '/my/photos',
      api,
      queryClient,
    });
    const count = () => container.querySelector('[aria-live="polite"]')?.textContent ?? '';
    // The library loads and the worker searches for duplicates in the background.
    await act(async () => {
      await vi.waitFor(() => expect(count()).toBe('2 photos · 1 duplicate hidden Show it'), {
        timeout: 20_000,
      });
    });
    const show = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Show it');
    await act(async () => {
      show!.click();
      await vi.waitFor(() => expect(count()).toBe('3 photos'), { timeout: 15_000 });
    });
    expect(router.state.location.search).toContain('hideDuplicates=false');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(
      false,
    );
  });
});
