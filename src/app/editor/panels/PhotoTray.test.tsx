// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { PhotoTray } from './PhotoTray';
import {
  byLabel,
  key,
  listTraySource,
  panelEngine,
  press,
  render,
  trayPhoto,
} from './testing/panelHarness';

afterEach(cleanupRendered);

const source = listTraySource([
  trayPhoto(101, 'Beach'),
  trayPhoto(102, 'Cake', [7]),
  trayPhoto(103, 'Dog'),
]);
const photoButtons = (root: ParentNode) =>
  [...root.querySelectorAll('li button')].map((b) => b.getAttribute('aria-label'));

describe('PhotoTray', () => {
  it('places a tapped photo in the first empty slot of the page, then marks it used', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    await press(byLabel(container, 'li button', /^Beach/));
    const slot = engine.getSnapshot().doc.elements['page-1-slot-1'];
    expect(slot).toMatchObject({ type: 'photoSlot', photoId: '101' });
    expect(engine.getSnapshot().selection).toEqual([]);
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/Beach placed/);
    expect(byLabel(container, 'li button', /^Beach/)?.getAttribute('aria-label')).toMatch(
      /used in this project/,
    );
  });

  it('replaces the photo of the selected slot', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    await press(byLabel(container, 'li button', /^Dog/));
    const doc = engine.getSnapshot().doc;
    expect(doc.elements['page-1-slot-0']).toMatchObject({ photoId: '103' });
    expect(doc.elements['page-1-slot-1']).not.toHaveProperty('photoId');
  });

  it('says so when the page has no empty slot, and changes nothing', async () => {
    const engine = panelEngine((doc) => {
      const slot = doc.elements['page-1-slot-1'];
      if (slot?.type === 'photoSlot') slot.photoId = 'photo-9';
    });
    const before = engine.getSnapshot().doc;
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    await press(byLabel(container, 'li button', /^Cake/));
    expect(engine.getSnapshot().doc).toBe(before);
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/no empty photo slot/);
  });

  it('hides the photos already placed when asked', async () => {
    const engine = panelEngine((doc) => {
      const slot = doc.elements['page-2-slot-0'];
      if (slot?.type === 'photoSlot') slot.photoId = '102';
    });
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    expect(photoButtons(container)).toHaveLength(3);
    const hideUsed = [...container.querySelectorAll('label')].find((l) =>
      l.textContent?.includes('Hide used'),
    );
    await press(hideUsed);
    expect(photoButtons(container).map((label) => label?.split('.')[0])).toEqual(['Beach', 'Dog']);
  });

  it('filters by album', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = '7';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(photoButtons(container).map((label) => label?.split('.')[0])).toEqual(['Cake']);
  });

  it('searches by name', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'do');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(photoButtons(container).map((label) => label?.split('.')[0])).toEqual(['Dog']);
  });

  it('hands a dragged photo over by its document id', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      effectAllowed: 'none',
    };
    const event = new Event('dragstart', { bubbles: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    await act(async () => byLabel(container, 'li button', /^Dog/)?.dispatchEvent(event));
    expect([...data.values()]).toEqual(['103']);
  });

  it('asks a guest to sign in instead of showing a library', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} source={source} />);
    expect(container.querySelector('a[href^="/account/login"]')?.textContent).toBe('Sign in');
    expect(container.querySelector('li button')).toBeNull();
  });
});

describe('PhotoTray by keyboard', () => {
  it('is one tab stop, and arrow keys move between photos', async () => {
    const engine = panelEngine();
    const { container } = await render(<PhotoTray engine={engine} userId={1} source={source} />);
    const tabStops = () =>
      [...container.querySelectorAll('li button')].map((b) => b.getAttribute('tabindex'));
    expect(tabStops()).toEqual(['0', '-1', '-1']);
    await key(byLabel(container, 'li button', /^Beach/), 'ArrowDown');
    expect(tabStops()).toEqual(['-1', '0', '-1']);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Cake/);
    await key(document.activeElement, 'End');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Dog/);
    await key(document.activeElement, 'ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Dog/);
  });
});
