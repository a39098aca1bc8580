// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAppDatabase } from '../../../../browser-storage/appDatabase';
import { type ApiPhoto, idbPhotoStore } from '../../../../browser-storage/photoStore';
import {
  createPhotoWorkerApi,
  type PhotoWorkerApi,
} from '../../../../workers/photos/photoWorkerApi';
import { ConnectivityError } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import { useLibraryOnDevice } from '../../photos';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { knownTrayTotal, trayStatus } from './libraryTrayPhotos';
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
      [...container.querySelectorAll('li button[draggable]')].map(
        (b) => b.getAttribute('aria-label')?.split('.')[0],
      );
    // The library loads in the background: its updates land inside act.
    await act(async () => {
      await vi.waitFor(() => expect(names()).toEqual(['Spring', 'Summer', 'Snow']), {
        timeout: 15_000,
      });
    });
    expect([...container.querySelectorAll('option')].map((o) => o.textContent)).toContain('Garden');
    await press(container.querySelectorAll('li button[draggable]')[1]);
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

describe('duplicates in the tray', { timeout: 30_000 }, () => {
  it('says which photo hides a duplicate, and keeps one shown when it is not a duplicate', async () => {
    localStorage.clear();
    const sameFile = 'ef'.repeat(32);
    const photos = [
      { ...photo(51, 'Lake', '2025-06-01T10:00:00'), contentHash: sameFile },
      { ...photo(52, 'Lake at dusk', '2025-06-02T10:00:00'), width: 1000, contentHash: sameFile },
    ];
    const twins: ApiClient = {
      call: (async (name: string, input: { page?: number }) => {
        if (name === 'my/photos')
          return { items: (input.page ?? 1) === 1 ? photos : [], total: photos.length };
        if (name === 'my/albums') return { items: [], total: 0 };
        throw new Error(`no ${name} in this test`);
      }) as never,
      setCsrfToken: () => {},
    };
    const { container } = await renderInRouter(<PhotoTray engine={panelEngine()} userId={25} />, {
      api: twins,
    });
    const names = () =>
      [...container.querySelectorAll('li button[draggable]')].map(
        (b) => b.getAttribute('aria-label')?.split('.')[0],
      );
    const badge = () =>
      [...container.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('1 duplicate hidden'),
      );
    await act(async () => {
      await vi.waitFor(() => expect(badge()).toBeDefined(), { timeout: 20_000 });
    });
    expect(names()).toEqual(['Lake']);
    await press(badge());
    expect(document.body.textContent).toContain('Shown as a duplicate of Lake');
    await press(document.querySelector('[aria-label="Lake at dusk is not a duplicate"]'));
    await act(async () => {
      await vi.waitFor(() => expect(names()).toEqual(['Lake', 'Lake at dusk']), {
        timeout: 15_000,
      });
    });
    // Kept for the photo on this device: a reload asks the worker to keep it shown again.
    expect(JSON.parse(localStorage.getItem('printshop.photos.keptApart.25') ?? '[]')).toEqual([52]);
  });

  it('hides a duplicate beside its better copy, and shows it in an album its twin is not in', async () => {
    const sameFile = 'cd'.repeat(32);
    const photos = [
      { ...photo(41, 'Beach', '2025-06-01T10:00:00'), contentHash: sameFile },
      {
        ...photo(42, 'Beach small', '2025-06-02T10:00:00', [5]),
        width: 1000,
        contentHash: sameFile,
      },
      photo(43, 'Garden', '2025-06-03T10:00:00', [5]),
    ];
    const withDuplicates: ApiClient = {
      call: (async (name: string, input: { page?: number }) => {
        if (name === 'my/photos')
          return { items: (input.page ?? 1) === 1 ? photos : [], total: photos.length };
        if (name === 'my/albums') return { items: [{ id: 5, name: 'Garden' }], total: 1 };
        throw new Error(`no ${name} in this test`);
      }) as never,
      setCsrfToken: () => {},
    };
    const { container } = await renderInRouter(<PhotoTray engine={panelEngine()} userId={24} />, {
      api: withDuplicates,
    });
    const names = () =>
      [...container.querySelectorAll('li button[draggable]')].map(
        (b) => b.getAttribute('aria-label')?.split('.')[0],
      );
    // The worker's duplicate search runs after the library loads.
    await act(async () => {
      await vi.waitFor(() => expect(names()).toEqual(['Beach', 'Garden']), { timeout: 20_000 });
    });
    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = '5';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await vi.waitFor(() => expect(names()).toEqual(['Beach small', 'Garden']), {
        timeout: 15_000,
      });
    });
  });
});

/** An api whose `my/photos` answers the library only while `reachable`, else as a dropped network. */
function switchableApi(reachable: () => boolean, held?: Promise<void>): ApiClient {
  return {
    call: (async (name: string, input: { page?: number }) => {
      if (name === 'my/albums') return { items: [], total: 0 };
      if (name !== 'my/photos') throw new Error(`no ${name} in this test`);
      await held;
      if (!reachable()) throw new ConnectivityError();
      return { items: (input.page ?? 1) === 1 ? library : [], total: library.length };
    }) as never,
    setCsrfToken: () => {},
  };
}

let deviceOnline = true;
function setDeviceOnline(online: boolean) {
  deviceOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('what the tray says of the library', { timeout: 30_000 }, () => {
  const state = { ready: true, complete: true, version: 1, size: 3 } as const;

  it('says offline only while the device is', () => {
    expect(trayStatus({ ...state, sync: 'offline' }, false)).toBe('offline');
    expect(trayStatus({ ...state, sync: 'synced' }, false)).toBe('offline');
    expect(trayStatus({ ...state, sync: 'offline' }, true)).toBe('reconnecting');
    expect(trayStatus({ ...state, sync: 'synced' }, true)).toBe('ready');
  });

  it('is loading while a device with no photos yet waits for its first answer', () => {
    expect(trayStatus({ ...state, size: 0, sync: 'syncing' }, true)).toBe('loading');
    expect(trayStatus({ ...state, size: 0, sync: 'synced' }, true)).toBe('ready');
    expect(trayStatus({ ...state, sync: 'syncing' }, true)).toBe('ready');
  });

  it('does not trust a count of none while the library has photos still being indexed', () => {
    expect(knownTrayTotal(undefined, state, false)).toBeUndefined();
    expect(knownTrayTotal(0, state, false)).toBeUndefined();
    expect(knownTrayTotal(0, { ...state, complete: false }, true)).toBeUndefined();
    // A search or an album may match nothing; an empty library has nothing.
    expect(knownTrayTotal(0, state, true)).toBe(0);
    expect(knownTrayTotal(0, { ...state, size: 0 }, false)).toBe(0);
    expect(knownTrayTotal(3, { ...state, complete: false }, false)).toBe(3);
  });

  it('says it is loading, not "No photos yet", until a fresh device hears from the shop', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { container } = await renderInRouter(<PhotoTray engine={panelEngine()} userId={21} />, {
      api: switchableApi(() => true, held),
    });
    const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
    await act(async () => {
      await vi.waitFor(() => expect(status()).toContain('Loading your photos'), {
        timeout: 15_000,
      });
    });
    expect(container.textContent).not.toContain('No photos yet');
    release();
    await act(async () => {
      await vi.waitFor(
        () => expect(container.querySelectorAll('li button[draggable]')).toHaveLength(3),
        {
          timeout: 15_000,
        },
      );
    });
    expect(status()).not.toContain('Loading');
  });

  it('follows the connection: offline while the device is, and refetched once it is back', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => deviceOnline });
    try {
      setDeviceOnline(false);
      const { container } = await renderInRouter(<PhotoTray engine={panelEngine()} userId={22} />, {
        api: switchableApi(() => deviceOnline),
      });
      const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
      await act(async () => {
        await vi.waitFor(() => expect(status()).toContain("You're offline"), { timeout: 15_000 });
      });
      expect(container.textContent).toContain('No photos are saved on this device yet');
      await act(async () => setDeviceOnline(true));
      await act(async () => {
        await vi.waitFor(
          () => expect(container.querySelectorAll('li button[draggable]')).toHaveLength(3),
          {
            timeout: 15_000,
          },
        );
      });
      expect(status()).not.toContain('offline');
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      deviceOnline = true;
    }
  });

  it('recovers by itself when the shop answers again after an online event that came too early', async () => {
    let reachable = false;
    const { container } = await renderInRouter(<PhotoTray engine={panelEngine()} userId={23} />, {
      api: switchableApi(() => reachable),
    });
    const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
    await act(async () => {
      await vi.waitFor(() => expect(status()).toContain("We can't reach the shop"), {
        timeout: 15_000,
      });
    });
    expect(status()).not.toContain('offline');
    reachable = true;
    await act(async () => {
      await vi.waitFor(
        () => expect(container.querySelectorAll('li button[draggable]')).toHaveLength(3),
        {
          timeout: 15_000,
        },
      );
    });
  });
});

function KeepsLibrary({ ownerId }: { ownerId: number }) {
  useLibraryOnDevice(ownerId);
  return null;
}

describe('the editor without its tray open', { timeout: 30_000 }, () => {
  it('stores the library on the device, so the tray has it offline', async () => {
    await renderInRouter(<KeepsLibrary ownerId={24} />, { api: switchableApi(() => true) });
    const store = idbPhotoStore(await openAppDatabase(), 24);
    await act(async () => {
      await vi.waitFor(
        async () =>
          expect((await store.photosByIds([11, 12, 13])).map((p) => p?.name)).toEqual([
            'Snow',
            'Spring',
            'Summer',
          ]),
        { timeout: 15_000 },
      );
    });
  });
});
