// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { TextPanel } from './TextPanel';
import { byLabel, onEngine, panelEngine, press, render } from './testing/panelHarness';

afterEach(cleanupRendered);

const caption = (engine: ReturnType<typeof panelEngine>) => {
  const element = engine.getSnapshot().doc.elements['page-1-caption'];
  if (element?.type !== 'text') throw new Error('the sample page has a caption');
  return element;
};

describe('TextPanel', () => {
  it('asks for a text box when none is selected', async () => {
    const { container } = await render(<TextPanel engine={panelEngine()} />);
    expect(container.textContent).toMatch(/Select a text box/);
  });

  it('changes the font from a list that shows each family in its own face', async () => {
    const engine = panelEngine();
    engine.select(['page-1-caption']);
    const { container } = await render(<TextPanel engine={engine} />);
    await press(byLabel(container, 'button', /Inter/));
    const option = byLabel(document.body, '[role="option"]', /^Playfair Display$/);
    expect(option?.style.fontFamily).toMatch(/Playfair Display/);
    await press(option);
    expect(caption(engine).fontFamily).toBe('playfair-display');
  });

  it('sets bold where the family ships a bold, and drops it for one that does not', async () => {
    const engine = panelEngine();
    engine.select(['page-1-caption']);
    const { container } = await render(<TextPanel engine={engine} />);
    await press(byLabel(container, 'button', /^Bold$/));
    expect(caption(engine).fontWeight).toBe(700);
    await press(byLabel(container, 'button', /Inter/));
    await press(byLabel(document.body, '[role="option"]', /^Great Vibes$/));
    expect(caption(engine)).toMatchObject({ fontFamily: 'great-vibes', fontWeight: 400 });
    expect(byLabel(container, 'button', /^Bold$/)?.hasAttribute('disabled')).toBe(true);
  });

  it('sets alignment and colour, each one undo step', async () => {
    const engine = panelEngine();
    engine.select(['page-1-caption']);
    const { container } = await render(<TextPanel engine={engine} />);
    await press(byLabel(container, 'button', /^Centre$/));
    expect(caption(engine).align).toBe('center');
    const swatches = container.querySelectorAll('[role="option"]');
    await press(swatches[6]);
    expect(caption(engine).color).toBe('#b3431f');
    await onEngine(() => engine.undo());
    expect(caption(engine)).toMatchObject({ color: '#333333', align: 'center' });
  });

  it('warns when the words overflow their box, and marks sample words', async () => {
    const engine = panelEngine((doc) => {
      const title = doc.elements['page-1-caption'];
      if (title?.type === 'text') title.placeholder = true;
    });
    engine.select(['page-1-caption']);
    const { container } = await render(<TextPanel engine={engine} />);
    expect(container.textContent).toMatch(/Sample words from the design/);
    expect(container.textContent).not.toMatch(/don't fit/);
    await onEngine(() =>
      engine.dispatch({
        name: 'setText',
        args: { id: 'page-1-caption', text: 'A long summer by the sea. '.repeat(20) },
      }),
    );
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/don't fit their box/);
    expect(container.textContent).not.toMatch(/Sample words/);
  });
});
