// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { cleanupRendered } from '../../testing/renderInRouter';
import { productEngine } from '../products/testing/productEngine';
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
  it('holds the panels as labelled tabs: a book’s size and cover first, the photo tray open', async () => {
    const { container } = await render(
      <EditorPanels engine={panelEngine()} layout="side" userId={1} traySource={source} />,
    );
    const tabList = container.querySelector('[role="tablist"]');
    expect(tabList?.getAttribute('aria-label')).toBe('Editing tools');
    expect([...container.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'Size & cover',
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

  it("opens on the product line's own panel first: addresses, dates, the reel", async () => {
    for (const [engine, label, words] of [
      [productEngine(PRODUCT_TYPE_ID.envelope, ['5x7']), 'Addresses', /Sign in to address/],
      [productEngine(20, ['12x12'], { startingMonthYear: '2027-03' }), 'Dates', /Birthdays/],
      [productEngine(PRODUCT_TYPE_ID.memory_reel, ['16x9']), 'Reel', /No photos yet/],
    ] as const) {
      const { container } = await render(
        <EditorPanels engine={engine} layout="sheet" traySource={source} />,
      );
      const tabs = [...container.querySelectorAll('[role="tab"]')];
      expect(tabs.map((t) => t.textContent)).toHaveLength(7);
      expect(tabs[0]?.textContent).toBe(label);
      expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
      expect(container.querySelector('[data-tabs="7"]')).not.toBeNull();
      expect(container.querySelector('[role="tabpanel"]')?.textContent).toMatch(words);
      cleanupRendered();
    }
  }, 30_000);
});
