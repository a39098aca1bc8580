import { describe, expect, it } from 'vitest';
import { docToY } from '../../../shared/project/yjs/binding';
import { createEditorEngine } from '../engine/editorEngine';
import { LOCAL_ORIGIN } from '../engine/history';
import { sampleBook } from '../engine/testing/sampleBook';
import { CONTRIBUTOR_REFUSAL, guardContributions } from './contributorGuard';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function contributorEditor() {
  const ydoc = docToY(sampleBook(4, 2));
  let n = 0;
  const engine = createEditorEngine({
    ydoc,
    newId: () => {
      n += 1;
      return `new-${n}`;
    },
  });
  const refusals: string[] = [];
  const stop = guardContributions({
    ydoc,
    localOrigin: LOCAL_ORIGIN,
    undo: () => engine.undo(),
    onRefused: (message) => refusals.push(message),
  });
  return { ydoc, engine, refusals, stop };
}

describe('a contributor’s editor', () => {
  it('keeps added pages, and undoes a change to the rest at once, saying why', async () => {
    const { engine, refusals } = contributorEditor();
    const pagesBefore = engine.getSnapshot().doc.surfaceOrder.length;
    expect(engine.dispatch({ name: 'addPages', args: { pairs: 1 } })).toBe(true);
    await settle();
    expect(engine.getSnapshot().doc.surfaceOrder.length).toBeGreaterThan(pagesBefore);
    expect(refusals).toEqual([]);

    const withPages = engine.getSnapshot().doc;
    const existing = Object.values(withPages.elements).find(
      (element) => !element.id.startsWith('new-'),
    )!;
    engine.dispatch({ name: 'deleteElements', args: { ids: [existing.id] } });
    expect(engine.getSnapshot().doc.elements[existing.id]).toBeUndefined();
    await settle();
    expect(engine.getSnapshot().doc.elements[existing.id]).toEqual(existing);
    expect(refusals).toEqual([CONTRIBUTOR_REFUSAL]);
    // The added pages stay: only the refused step was undone.
    expect(engine.getSnapshot().doc.surfaceOrder).toEqual(withPages.surfaceOrder);
  });

  it('leaves others’ changes alone, and stops when told', async () => {
    const { ydoc, engine, refusals, stop } = contributorEditor();
    // A collaborator's change arrives from the server: not this editor's, not judged.
    ydoc.transact(() => ydoc.getMap('meta').set('title', 'From the owner'), 'sync');
    await settle();
    expect(ydoc.getMap('meta').get('title')).toBe('From the owner');
    stop();
    const id = Object.keys(engine.getSnapshot().doc.elements)[0]!;
    engine.dispatch({ name: 'deleteElements', args: { ids: [id] } });
    await settle();
    expect(engine.getSnapshot().doc.elements[id]).toBeUndefined();
    expect(refusals).toEqual([]);
  });
});
