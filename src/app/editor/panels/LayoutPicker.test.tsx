// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { LayoutPicker } from './LayoutPicker';
import { byLabel, panelEngine, press, render } from './testing/panelHarness';

afterEach(cleanupRendered);

const pagePhotos = (engine: ReturnType<typeof panelEngine>) => {
  const { doc } = engine.getSnapshot();
  return doc.surfaces['page-2']!.elementIds.flatMap((id) => {
    const element = doc.elements[id];
    return element?.type === 'photoSlot' ? [element.photoId ?? 'empty'] : [];
  });
};

describe('LayoutPicker', () => {
  it('offers the layouts that fit the page first', async () => {
    const engine = panelEngine();
    engine.setActiveSurface('page-2');
    const { container } = await render(<LayoutPicker engine={engine} />);
    const labels = [...container.querySelectorAll('li button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels[0]).toMatch(/^2 photos/);
    expect(labels[1]).toMatch(/^2 photos/);
    expect(labels.at(-1)).toMatch(/^1 photo, full page \(1 photo goes back to the tray\)/);
  });

  it('applies a layout and keeps the photos in reading order', async () => {
    const engine = panelEngine();
    engine.setActiveSurface('page-2');
    const { container } = await render(<LayoutPicker engine={engine} />);
    expect(pagePhotos(engine)).toEqual(['photo-2', 'photo-3']);
    await press(byLabel(container, 'li button', /^4 photos, in a grid/));
    expect(pagePhotos(engine)).toEqual(['photo-2', 'photo-3', 'empty', 'empty']);
    expect(container.textContent).toMatch(/Page 2 has 2 photos/);
  });
});
