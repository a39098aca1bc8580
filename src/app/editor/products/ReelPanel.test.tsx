// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { placementFor } from '../panels/photoPlacement';
import { byLabel, key, onEngine, press } from '../panels/testing/panelHarness';
import { ReelPanel } from './ReelPanel';
import { productEngine } from './testing/productEngine';

afterEach(cleanupRendered);

const tracks = [
  { id: 1, name: 'Sunny Road', artist: 'The Band', url: '/music/1.mp3', durationSeconds: 120 },
  { id: 2, name: 'Quiet Morning', url: '/music/2.mp3', durationSeconds: 90 },
];
const api = {
  call: vi.fn(async (name: string) => {
    if (name === 'music_tracks') return { items: tracks, total: tracks.length };
    throw new Error(`unexpected call ${name}`);
  }),
  setCsrfToken: vi.fn(),
} as unknown as ApiClient;

async function settle() {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

function reelWith(photoIds: string[]) {
  const engine = productEngine(PRODUCT_TYPE_ID.memory_reel, ['16x9']);
  for (const id of photoIds) {
    const placement = placementFor(engine.getSnapshot(), { id, width: 1600, height: 900 });
    if (placement.call) engine.dispatch(placement.call);
  }
  return engine;
}

const order = (engine: ReturnType<typeof reelWith>) =>
  engine.getSnapshot().doc.options.reel?.items.map((item) => item.photoId);

describe('ReelPanel', () => {
  it('lists the photos a tap in the tray added, in order; reorders by button and Alt+arrow; removes', async () => {
    const engine = reelWith(['a', 'b', 'c']);
    expect(order(engine)).toEqual(['a', 'b', 'c']);
    expect(engine.getSnapshot().doc.surfaceOrder).toEqual(['frame-1', 'frame-2', 'frame-3']);
    const { container } = await renderInRouter(<ReelPanel engine={engine} />, {
      url: '/memories/edit',
      api,
    });
    await settle();
    const rows = () =>
      container.querySelectorAll('ol[aria-label="Reel photos in playing order"] > li');
    expect(rows()).toHaveLength(3);
    expect(container.textContent).toMatch(/Photos \(3, 9\.0 s\)/);

    await press(byLabel(container, 'button', /^Move photo 3 earlier$/));
    expect(order(engine)).toEqual(['a', 'c', 'b']);
    await key(rows()[0]?.querySelector('input'), 'ArrowDown');
    expect(order(engine)).toEqual(['a', 'c', 'b']);
    const first = rows()[0]?.querySelector('button');
    await act(async () => {
      first?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }),
      );
    });
    expect(order(engine)).toEqual(['c', 'a', 'b']);
    await press(byLabel(container, 'button', /^Remove photo 2$/));
    expect(order(engine)).toEqual(['c', 'b']);
    expect(engine.getSnapshot().doc.surfaceOrder).toEqual(['frame-1', 'frame-2']);
    await onEngine(() => engine.undo());
    expect(order(engine)).toEqual(['c', 'a', 'b']);
  }, 30_000);

  it('sets a photo duration and one for all, and chooses a track with a preview', async () => {
    const engine = reelWith(['a', 'b']);
    const { container } = await renderInRouter(<ReelPanel engine={engine} />, {
      url: '/memories/edit',
      api,
    });
    await settle();
    const seconds = byLabel(container, 'input', /^Seconds for photo 1$/) as HTMLInputElement;
    await act(async () => seconds.focus());
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        seconds,
        '5.5',
      );
      seconds.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => seconds.blur());
    expect(engine.getSnapshot().doc.options.reel?.items[0]?.durationMs).toBe(5500);
    await press(byLabel(container, 'button', /^Same duration for all$/));
    expect(engine.getSnapshot().doc.options.reel?.items.map((i) => i.durationMs)).toEqual([
      5500, 5500,
    ]);

    await press(byLabel(container, 'button', /^No music/));
    await press(byLabel(document.body, '[role="option"]', /^Quiet Morning/));
    expect(engine.getSnapshot().doc.options.reel?.musicTrackId).toBe(2);
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/music/2.mp3');
    const play = vi.fn(() => Promise.resolve());
    const pause = vi.fn();
    Object.assign(audio!, { play, pause });
    await press(byLabel(container, 'button', /Listen to the track/));
    expect(play).toHaveBeenCalled();
    await press(byLabel(container, 'button', /Pause the track/));
    expect(pause).toHaveBeenCalled();
  }, 30_000);

  it('plays the reel in a player: photos in order, next and previous, play and pause', async () => {
    // The clock stands still: this test is about the controls, not the passing of time.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const engine = reelWith(['a', 'b', 'c']);
    const { container } = await renderInRouter(<ReelPanel engine={engine} />, {
      url: '/memories/edit',
      api,
    });
    await settle();
    await press(byLabel(container, 'button', /^Play the reel$/));
    const player = document.querySelector('[aria-label="Memory reel player"]');
    expect(player?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Photo 1 of 3');
    await press(byLabel(player!, 'button', /^Next photo$/));
    expect(player?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Photo 2 of 3');
    await act(async () => {
      player?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(player?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Photo 1 of 3');
    await press(byLabel(player!, 'button', /^Play$/));
    expect(byLabel(player!, 'button', /^Pause$/)).toBeDefined();
    await act(async () => {
      player?.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
    });
    expect(byLabel(player!, 'button', /^Play$/)).toBeDefined();
    vi.unstubAllGlobals();
  }, 30_000);
});
