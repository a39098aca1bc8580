// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPreflight } from '../../../shared/preflight/runPreflight';
import { cleanupRendered } from '../../testing/renderInRouter';
import type { EditorEngine } from '../engine/editorEngine';
import { byLabel, key, onEngine, panelEngine, press, render } from '../panels/testing/panelHarness';
import { PreflightPanel } from './PreflightPanel';

afterEach(cleanupRendered);

/**
 * The panel engine's two-page book with page 2's first slot emptied too, and its preflight
 * items: the page count (an error), the cover's sample title and the two empty slots.
 */
function setup() {
  const engine = panelEngine((doc) => {
    const slot = doc.elements['page-2-slot-0'];
    if (slot?.type === 'photoSlot') delete slot.photoId;
  });
  const items = runPreflight(engine.getSnapshot().doc, {
    photos: () => ({ width: 8000, height: 8000 }),
  });
  return { engine, items };
}

const itemButton = (container: HTMLElement, surface: string, elementId: string) => {
  const heading = [...container.querySelectorAll('h3')].find((h) => h.textContent === surface);
  const section = heading?.closest('section');
  const items = [...(section?.querySelectorAll('li') ?? [])];
  const li = items.find((item) => item.textContent?.includes('empty photo slot'));
  expect(li, `${surface} lists ${elementId}`).toBeDefined();
  return li?.querySelector('button');
};

const selection = (engine: EditorEngine) => {
  const { activeSurfaceId, selection: ids } = engine.getSnapshot();
  return { activeSurfaceId, ids };
};

describe('PreflightPanel', () => {
  it('groups items by page and a press shows the page and selects the element', async () => {
    const { engine, items } = setup();
    expect(items.filter((item) => item.kind === 'emptySlot').map((item) => item.elementId)).toEqual(
      ['page-1-slot-1', 'page-2-slot-0'],
    );
    const { container } = await render(
      <PreflightPanel engine={engine} items={items} onAccept={() => {}} />,
    );
    const headings = [...container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Cover', 'Page 1', 'Page 2']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      '1 problem to fix, 3 warnings to check.',
    );
    await press(itemButton(container, 'Page 2', 'page-2-slot-0'));
    expect(selection(engine)).toEqual({ activeSurfaceId: 'page-2', ids: ['page-2-slot-0'] });
  });

  it('works from the keyboard: Enter on an item selects its element', async () => {
    const { engine, items } = setup();
    await onEngine(() => engine.setActiveSurface('page-2'));
    const { container } = await render(
      <PreflightPanel engine={engine} items={items} onAccept={() => {}} />,
    );
    const button = itemButton(container, 'Page 1', 'page-1-slot-1');
    await onEngine(() => button?.focus());
    await key(button, 'Enter');
    expect(selection(engine)).toEqual({ activeSurfaceId: 'page-1', ids: ['page-1-slot-1'] });
  });

  it('accepts a warning by id, and shows accepted and must-fix items without Accept', async () => {
    const { engine, items } = setup();
    const onAccept = vi.fn();
    const { container } = await render(
      <PreflightPanel engine={engine} items={items} onAccept={onAccept} />,
    );
    const accept = byLabel(container, 'button', /^Accept as it is: Page 2 has an empty photo slot/);
    await press(accept);
    const slotItem = items.find((item) => item.elementId === 'page-2-slot-0')!;
    expect(onAccept).toHaveBeenCalledWith(slotItem.id);

    const marked = [
      { ...items.find((item) => item.elementId === 'page-1-slot-1')!, accepted: true },
      { ...slotItem, severity: 'error' as const },
    ];
    const again = await render(
      <PreflightPanel engine={engine} items={marked} onAccept={onAccept} />,
    );
    expect(byLabel(again.container, 'button', /^Accept as it is/)).toBeUndefined();
    expect(again.container.textContent).toMatch(/Accepted.*Must fix/s);
    expect(again.container.querySelector('[role="status"]')?.textContent).toBe(
      '1 problem to fix, 1 accepted.',
    );
  });

  it("offers to add a misspelt word to the customer's words", async () => {
    const { engine } = setup();
    const item = {
      id: 'spelling:page-1:page-1-caption:Zuzu',
      kind: 'spelling' as const,
      severity: 'warning' as const,
      surfaceId: 'page-1',
      elementId: 'page-1-caption',
      word: 'Zuzu',
      message:
        '"Zuzu" on Page 1 may be misspelt: correct it, or add it to your words if it is right.',
      accepted: false,
    };
    const onAddWord = vi.fn();
    const { container } = await render(
      <PreflightPanel engine={engine} items={[item]} onAccept={() => {}} onAddWord={onAddWord} />,
    );
    await press(byLabel(container, 'button', /^Add "Zuzu" to my words$/));
    expect(onAddWord).toHaveBeenCalledWith('Zuzu');
  });

  it('says when there is nothing to check', async () => {
    const { engine } = setup();
    const { container } = await render(
      <PreflightPanel engine={engine} items={[]} onAccept={() => {}} />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Ready to print: nothing to check.',
    );
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });
});
