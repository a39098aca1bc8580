// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered } from '../../testing/renderInRouter';
import { EditorPanels } from './EditorPanels';
import {
  byLabel,
  listTraySource,
  panelEngine,
  press,
  render,
  trayPhoto,
} from './testing/panelHarness';

afterEach(cleanupRendered);

const source = listTraySource([trayPhoto(101, 'Beach')]);

describe('EditorPanels', () => {
  it('holds the panels as labelled tabs, the photo tray first', async () => {
    const { container } = await render(
      <EditorPanels engine={panelEngine()} layout="side" userId={1} traySource={source} />,
    );
    const tabList = container.querySelector('[role="tablist"]');
    expect(tabList?.getAttribute('aria-label')).toBe('Editing tools');
    expect([...container.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'Photos',
      'Layouts',
      'Text',
      'Background',
      'Selected',
      'Check',
    ]);
    const panel = container.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(
      container.querySelector('[role="tab"][aria-selected="true"]')?.id,
    );
    expect(byLabel(panel!, 'li button', /^Beach/)).toBeDefined();
  });

  it('switches panels, and Replace in the selection panel goes back to the tray', async () => {
    const engine = panelEngine();
    engine.select(['page-1-slot-0']);
    const { container } = await render(
      <EditorPanels engine={engine} layout="sheet" userId={1} traySource={source} />,
    );
    expect(container.querySelector('[data-layout="sheet"]')).not.toBeNull();
    await press(byLabel(container, '[role="tab"]', /^Selected$/));
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toMatch(/Zoom/);
    await press(byLabel(container, 'button', /^Replace$/));
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      'Photos',
    );
    await press(byLabel(container, 'li button', /^Beach/));
    expect(engine.getSnapshot().doc.elements['page-1-slot-0']).toMatchObject({ photoId: '101' });
  });
});
