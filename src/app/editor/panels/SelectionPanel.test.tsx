// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { SelectionPanel } from './SelectionPanel';
import { byLabel, key, onEngine, panelEngine, press, render } from './testing/panelHarness';

afterEach(cleanupRendered);

const slot = (engine: ReturnType<typeof panelEngine>) => {
  const element = engine.getSnapshot().doc.elements['page-1-slot-0'];
  if (element?.type !== 'photoSlot') throw new Error('the sample page has a slot');
  return element;
};

describe('SelectionPanel', () => {
  it('zooms the crop with the slider, and one undo reverts the whole drag', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(<SelectionPanel engine={engine} />);
    const thumb = container.querySelector('input[type="range"]');
    for (let step = 0; step < 6; step++) await key(thumb, 'ArrowRight');
    expect(slot(engine).crop?.zoom).toBeCloseTo(1.3);
    expect(container.textContent).toMatch(/130%/);
    await onEngine(() => engine.undo());
    expect(slot(engine).crop).toBeUndefined();
    expect(engine.getSnapshot().canUndo).toBe(false);
  });

  it('rotates the photo a quarter turn and removes it', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(<SelectionPanel engine={engine} />);
    await press(byLabel(container, 'button', /^Rotate 90°$/));
    expect(slot(engine).crop?.rotation).toBe(90);
    await press(byLabel(container, 'button', /^Remove photo$/));
    expect(slot(engine).photoId).toBeUndefined();
    expect(container.textContent).toMatch(/Empty photo slot/);
  });

  it('fits the slot to its photo when the photo size is known', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const photos = (id: string) =>
      id === 'photo-0' ? { url: '/p.webp', width: 400, height: 400 } : undefined;
    const { container } = await render(<SelectionPanel engine={engine} photos={photos} />);
    const before = slot(engine);
    await press(byLabel(container, 'button', /^Fit slot to photo$/));
    const after = slot(engine);
    expect(after.width).toBeCloseTo(after.height);
    expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2);
    await onEngine(() => engine.undo());
    expect(slot(engine)).toEqual(before);
  });

  it('brings the selection to the front of its page', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(<SelectionPanel engine={engine} />);
    await press(byLabel(container, 'button', /^Bring to front$/));
    expect(engine.getSnapshot().doc.surfaces['page-1']?.elementIds.at(-1)).toBe('page-1-slot-0');
  });
});
