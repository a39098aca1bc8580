import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../shared/errors';
import { loadChunk } from './loadChunk';

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when the import answers in time', async () => {
    const module = { default: 'page' };
    const loading = loadChunk('home', () => Promise.resolve(module), 1000);
    await expect(loading).resolves.toBe(module);
  });

  it('rejects with a timeout ChunkLoadError when the import takes too long', async () => {
    const loading = loadChunk('cart', () => new Promise<never>(() => {}), 120_000);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      type: 'timeout',
      chunk: 'cart',
      message: 'Loading chunk cart failed',
    });
  });

  it('uses the 120 second limit of spec §9 by default', async () => {
    const outcome = loadChunk('cart', () => new Promise<never>(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await outcome).toMatchObject({ type: 'timeout' });
  });

  it('rejects with a missing ChunkLoadError when the import fails', async () => {
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: /assets/Cart-1a2b.js',
    );
    const error = await loadChunk('cart', () => Promise.reject(cause), 1000).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', request: '/assets/Cart-1a2b.js', cause });
  });

  it('also catches an importer that throws synchronously', async () => {
    const error = await loadChunk('cart', () => {
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'missing' });
  });

  it('clears its timer once the import settles', async () => {
    await loadChunk('home', () => Promise.resolve({}), 1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
