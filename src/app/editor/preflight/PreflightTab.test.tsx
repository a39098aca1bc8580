// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPreflight } from '../../../shared/preflight/runPreflight';
import { cleanupRendered } from '../../testing/renderInRouter';
import { onEngine, panelEngine, press, render } from '../panels/testing/panelHarness';
import { PreflightTab } from './PreflightTab';
import type { RunPreflight } from './usePreflight';

afterEach(cleanupRendered);

const inProcess: RunPreflight = async (doc, input) =>
  runPreflight(doc, {
    photos: (id) => input.photos[id],
    acceptedIds: input.acceptedIds,
    extraWords: input.extraWords,
  });

const text = (container: HTMLElement) => container.textContent ?? '';

describe('PreflightTab', () => {
  it('lists the design as it is now, checks again after an edit, and keeps an accepted warning accepted', async () => {
    const engine = panelEngine();
    const run = vi.fn(inProcess);
    const { container } = await render(
      <PreflightTab
        engine={engine}
        run={run}
        photos={() => ({ url: 'x', width: 8000, height: 8000 })}
      />,
    );
    await vi.waitFor(() => expect(text(container)).toContain('empty photo slot'), {
      timeout: 5000,
    });
    const empties = () => container.querySelectorAll('li').length;
    const before = empties();

    // Filling the empty slot takes its item away once the checks run again.
    await onEngine(() =>
      engine.dispatch({
        name: 'placePhoto',
        args: { slotId: 'page-1-slot-1', photo: { id: '77', width: 8000, height: 8000 } },
      }),
    );
    await vi.waitFor(() => expect(empties()).toBe(before - 1), { timeout: 5000 });

    const accept = container.querySelector<HTMLElement>('button[aria-label^="Accept as it is"]');
    expect(accept).not.toBeNull();
    await press(accept);
    await vi.waitFor(() => expect(text(container)).toContain('Accepted'), { timeout: 5000 });
    expect(run.mock.calls.at(-1)?.[1].acceptedIds).toHaveLength(1);
  });

  it('starts from the choices stored with the project and saves each new one whole', async () => {
    const engine = panelEngine();
    const run = vi.fn(inProcess);
    const save = vi.fn();
    const store = { choices: { acceptedIds: ['stored-id'], extraWords: ['Zorblax'] }, save };
    const { container } = await render(
      <PreflightTab
        engine={engine}
        run={run}
        store={store}
        photos={() => ({ url: 'x', width: 8000, height: 8000 })}
      />,
    );
    await vi.waitFor(() => expect(text(container)).toContain('empty photo slot'), {
      timeout: 5000,
    });
    // A reload: the checks run with what the project kept.
    expect(run.mock.calls.at(-1)?.[1]).toMatchObject({
      acceptedIds: ['stored-id'],
      extraWords: ['Zorblax'],
    });
    const accept = container.querySelector<HTMLElement>('button[aria-label^="Accept as it is"]');
    await press(accept);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const saved = save.mock.calls[0]?.[0];
    expect(saved.acceptedIds).toHaveLength(2);
    expect(saved.acceptedIds).toContain('stored-id');
    expect(saved.extraWords).toEqual(['Zorblax']);
  });
});
