// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFullScreenOnFirstPress } from './useFullScreenOnFirstPress';

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

function Probe({ enabled, target }: { enabled: boolean; target: () => Element | null }) {
  useFullScreenOnFirstPress(enabled, target);
  return null;
}

function mount(enabled: boolean, target: Element) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const get = () => target;
  act(() => root.render(<Probe enabled={enabled} target={get} />));
  mounted.push(() => {
    act(() => root.unmount());
    host.remove();
  });
}

describe('fs=1', () => {
  it('asks for full screen at the first press only', () => {
    const target = document.createElement('section');
    const request = vi.fn(() => Promise.resolve());
    Object.assign(target, { requestFullscreen: request });
    mount(true, target);
    expect(request).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without fs', () => {
    const target = document.createElement('section');
    const request = vi.fn(() => Promise.resolve());
    Object.assign(target, { requestFullscreen: request });
    mount(false, target);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(request).not.toHaveBeenCalled();
  });
});
