// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { ReelPreview } from './ReelPreview';
import { productEngine } from './testing/productEngine';

afterEach(cleanupRendered);

describe('ReelPreview (/memories/preview)', () => {
  it('plays the reel with its chosen track, named under the player', async () => {
    const engine = productEngine(PRODUCT_TYPE_ID.memory_reel, ['16x9']);
    engine.dispatch({
      name: 'setReel',
      args: {
        reel: {
          items: [
            { photoId: 'a', durationMs: 2000 },
            { photoId: 'b', durationMs: 4000 },
          ],
          musicTrackId: 7,
        },
      },
    });
    const api = {
      call: vi.fn(async () => ({
        items: [
          { id: 7, name: 'Sunny Road', artist: 'The Band', url: '/m/7.mp3', durationSeconds: 60 },
        ],
        total: 1,
      })),
      setCsrfToken: vi.fn(),
    } as unknown as ApiClient;
    const { container } = await renderInRouter(
      <ReelPreview engine={engine} photos={() => undefined} title="Summer 2027" />,
      { url: '/memories/preview?pid=1&vk=k', api },
    );
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(container.querySelector('h1')?.textContent).toBe('Summer 2027');
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Photo 1 of 2',
    );
    expect(container.textContent).toMatch(/Photo 1 of 2 · 0:00 \/ 0:06/);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/m/7.mp3');
    expect(container.textContent).toMatch(/Music: Sunny Road by The Band/);
  }, 30_000);
});
