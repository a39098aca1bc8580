// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPhoto } from '../../../../browser-storage/photoStore';
import {
  createPhotoWorkerApi,
  type PhotoWorkerApi,
} from '../../../../workers/photos/photoWorkerApi';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { PhotoTray } from './PhotoTray';
import { panelEngine, press } from './testing/panelHarness';

// The library's worker runs in this process, across a real message channel as Comlink uses it.
vi.mock('../../../../workers/photos/photoWorkerClient', () => ({
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

function photo(id: number, name: string, takenAt: string, albumIds: number[] = []): ApiPhoto {
  return {
    id,
    name,
    width: 4000,
    height: 3000,
    createdAt: '2026-01-01T00:00:00Z',
    takenAt,
    albumIds,
    urls: {},
    widths: {},
    heights: {},
    sourceId: 0,
    isOriginalUploaded: true,
    isDuplicate: false,
    isGeoTagged: false,
    focusRelativeX: 0.25,
    focusRelativeY: 0.5,
  };
}

const library = [
  photo(11, 'Snow', '2025-12-24T10:00:00'),
  photo(12, 'Spring', '2025-03-01T10:00:00', [5]),
  photo(13, 'Summer', '2025-07-14T10:00:00'),
];

const api: ApiClient = {
  call: (async (name: string, input: { page?: number }) => {
    if (name === 'my/photos')
      return { items: (input.page ?? 1) === 1 ? library : [], total: library.length };
    if (name === 'my/albums') return { items: [{ id: 5, name: 'Garden' }], total: 1 };
    throw new Error(`no ${name} in this test`);
  }) as never,
  setCsrfToken: () => {},
};

// The real library loads IndexedDB and starts the photo worker: seconds on a busy machine.
describe('the tray on the real photo library', { timeout: 30_000 }, () => {
  it("shows the owner's photos oldest first and places one framed on its focus", async () => {
    const engine = panelEngine();
    const { container } = await renderInRouter(<PhotoTray engine={engine} userId={7} />, { api });
    const names = () =>
      [...container.querySelectorAll('li button')].map(
        (b) => b.getAttribute('aria-label')?.split('.')[0],
      );
    // The library loads in the background: its updates land inside act.
    await act(async () => {
      await vi.waitFor(() => expect(names()).toEqual(['Spring', 'Summer', 'Snow']), {
        timeout: 15_000,
      });
    });
    expect([...container.querySelectorAll('option')].map((o) => o.textContent)).toContain('Garden');
    await press(container.querySelectorAll('li button')[1]);
    expect(engine.getSnapshot().doc.elements['page-1-slot-1']).toMatchObject({
      photoId: '13',
      focus: { x: 0.25, y: 0.5 },
    });
    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = '5';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      // The album filter is a query in the photo worker: slow on a loaded machine.
      await vi.waitFor(() => expect(names()).toEqual(['Spring']), { timeout: 15_000 });
    });
  });
});
