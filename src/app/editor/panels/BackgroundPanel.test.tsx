// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { BackgroundPanel } from './BackgroundPanel';
import { backgroundFillOf } from './backgroundFill';
import { byLabel, onEngine, panelEngine, press, render } from './testing/panelHarness';

afterEach(cleanupRendered);

const fillOf = (engine: ReturnType<typeof panelEngine>, surfaceId: string) =>
  backgroundFillOf(engine.getSnapshot().doc, surfaceId);

describe('BackgroundPanel', () => {
  it('colours the page in view from a swatch', async () => {
    const engine = panelEngine();
    const { container } = await render(<BackgroundPanel engine={engine} />);
    await press(container.querySelectorAll('[role="option"]')[10]);
    expect(fillOf(engine, 'page-1')).toEqual({ kind: 'color', color: '#1e5a57' });
    expect(fillOf(engine, 'page-2')).toEqual({ kind: 'color', color: '#ffffff' });
  });

  it('lays a pattern over the chosen colour and colours its ink', async () => {
    const engine = panelEngine();
    const { container } = await render(<BackgroundPanel engine={engine} />);
    await press(byLabel(container, 'label', /^Dots$/));
    expect(fillOf(engine, 'page-1')).toMatchObject({
      kind: 'pattern',
      pattern: 'dots',
      background: '#ffffff',
    });
    const inkSwatches = container
      .querySelectorAll('fieldset')[1]!
      .querySelectorAll('[role="option"]');
    await press(inkSwatches[6]);
    expect(fillOf(engine, 'page-1')).toMatchObject({ pattern: 'dots', color: '#b3431f' });
  });

  it("uses the selected slot's photo as the background", async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(<BackgroundPanel engine={engine} />);
    await press(byLabel(container, 'button', /Use the selected photo/));
    expect(fillOf(engine, 'page-1')).toEqual({ kind: 'photo', photoId: 'photo-0' });
  });

  it('applies the fill to every page in one undo step', async () => {
    const engine = panelEngine();
    const { container } = await render(<BackgroundPanel engine={engine} />);
    await press(container.querySelectorAll('[role="option"]')[1]);
    await press(byLabel(container, 'button', /Apply to all pages/));
    expect(fillOf(engine, 'page-2')).toEqual({ kind: 'color', color: '#f6f1e7' });
    expect(fillOf(engine, 'cover')).toEqual({ kind: 'color', color: '#ffffff' });
    await onEngine(() => engine.undo());
    expect(fillOf(engine, 'page-2')).toEqual({ kind: 'color', color: '#ffffff' });
    expect(fillOf(engine, 'page-1')).toEqual({ kind: 'color', color: '#f6f1e7' });
  });
});
