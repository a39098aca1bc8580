import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docToY, yToDoc } from '../../../shared/project/yjs/binding';
import { interiorIds } from './commands/pages';
import { createEditorEngine } from './editorEngine';
import { sampleBook } from './testing/sampleBook';

function setup() {
  const ydoc = new Y.Doc();
  docToY(sampleBook(2, 2), ydoc);
  let n = 0;
  const engine = createEditorEngine({ ydoc, newId: () => `new${n++}` });
  engine.setActiveSurface('page-1');
  return { ydoc, engine };
}

const caption = (engine: ReturnType<typeof setup>['engine']) =>
  engine.getSnapshot().doc.elements['page-1-caption'];

describe('editor engine', () => {
  it('writes a command to the Y.Doc and notifies subscribers with a new snapshot', () => {
    const { ydoc, engine } = setup();
    let calls = 0;
    engine.subscribe(() => calls++);
    const before = engine.getSnapshot();
    expect(
      engine.dispatch({ name: 'setText', args: { id: 'page-1-caption', text: 'Beach' } }),
    ).toBe(true);
    expect(calls).toBeGreaterThan(0);
    expect(engine.getSnapshot()).not.toBe(before);
    expect(yToDoc(ydoc).elements['page-1-caption']).toMatchObject({ text: 'Beach' });
    expect(engine.getSnapshot().doc).toEqual(yToDoc(ydoc));
  });

  it('undoes and redoes its own commands', () => {
    const { engine } = setup();
    engine.dispatch({ name: 'moveElements', args: { ids: ['page-1-caption'], dx: 10, dy: 0 } });
    engine.dispatch({ name: 'moveElements', args: { ids: ['page-1-caption'], dx: 10, dy: 0 } });
    expect(caption(engine)?.x).toBe(38);
    engine.undo();
    expect(caption(engine)?.x).toBe(28);
    engine.undo();
    expect(caption(engine)?.x).toBe(18);
    expect(engine.getSnapshot().canUndo).toBe(false);
    engine.redo();
    expect(caption(engine)?.x).toBe(28);
  });

  it('groups typing into one text box as one undo step, but not separate commands', () => {
    const { engine } = setup();
    for (const text of ['B', 'Be', 'Bea'])
      engine.dispatch(
        { name: 'setText', args: { id: 'page-1-caption', text } },
        { mergeKey: 'text:page-1-caption' },
      );
    engine.dispatch({ name: 'nudge', args: { ids: ['page-1-caption'], direction: 'right' } });
    engine.undo();
    expect(caption(engine)).toMatchObject({ x: 18, text: 'Bea' });
    engine.undo();
    expect(caption(engine)).toMatchObject({ text: 'Page 1' });
  });

  it('keeps a drag out of the Y.Doc until it ends, then makes it one undo step', () => {
    const { ydoc, engine } = setup();
    let updates = 0;
    ydoc.on('update', () => updates++);
    engine.select(['page-1-caption']);
    engine.beginDrag();
    for (let dx = 1; dx <= 40; dx++) engine.dragTo(dx, 0);
    expect(updates).toBe(0);
    expect(engine.getSnapshot().view.elements['page-1-caption']?.x).toBeGreaterThan(18);
    expect(caption(engine)?.x).toBe(18);
    engine.endDrag();
    expect(updates).toBe(1);
    expect(caption(engine)?.x).toBeGreaterThan(18);
    engine.undo();
    expect(caption(engine)?.x).toBe(18);
  });

  it('snaps a drag to the page centre and reports the guide', () => {
    const { engine } = setup();
    engine.select(['page-1-caption']); // 540 wide at x 18: centre at 288, the page's centre
    engine.beginDrag();
    engine.dragTo(2, 0);
    expect(engine.getSnapshot().guides).toContainEqual({ axis: 'x', at: 288 });
    expect(engine.getSnapshot().view.elements['page-1-caption']?.x).toBe(18);
    engine.cancelDrag();
    expect(engine.getSnapshot().guides).toEqual([]);
  });

  it("never undoes a collaborator's change", () => {
    const { ydoc, engine } = setup();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    engine.dispatch({ name: 'nudge', args: { ids: ['page-1-caption'], direction: 'down' } });
    other.transact(() => {
      other.getMap<Y.Map<unknown>>('elements').get('page-1-slot-0')?.set('x', 99);
    });
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(ydoc)), 'sync');
    expect(engine.getSnapshot().doc.elements['page-1-slot-0']?.x).toBe(99);
    engine.undo();
    expect(caption(engine)?.y).toBe(450);
    expect(engine.getSnapshot().doc.elements['page-1-slot-0']?.x).toBe(99);
  });

  it('drops deleted elements from the selection, whoever deleted them', () => {
    const { engine } = setup();
    engine.select(['page-1-slot-0', 'page-1-caption']);
    engine.dispatch({ name: 'deleteElements', args: { ids: ['page-1-slot-0'] } });
    expect(engine.getSnapshot().selection).toEqual(['page-1-caption']);
  });

  it('runs shortcuts: nudge, delete, undo, copy and paste, duplicate, escape', () => {
    const { engine } = setup();
    const mac = { mac: true };
    engine.select(['page-1-caption']);
    expect(engine.handleKey({ key: 'ArrowRight', shiftKey: true }, mac)).toBe(true);
    expect(caption(engine)?.x).toBe(28);
    engine.handleKey({ key: 'z', metaKey: true }, mac);
    expect(caption(engine)?.x).toBe(18);
    engine.handleKey({ key: 'z', metaKey: true, shiftKey: true }, mac);
    expect(caption(engine)?.x).toBe(28);
    engine.handleKey({ key: 'c', metaKey: true }, mac);
    engine.handleKey({ key: 'v', metaKey: true }, mac);
    expect(engine.getSnapshot().selection).toEqual(['new0']);
    engine.handleKey({ key: 'd', metaKey: true }, mac);
    expect(engine.getSnapshot().selection).toEqual(['new1']);
    engine.handleKey({ key: 'Backspace' }, mac);
    expect(engine.getSnapshot().doc.elements.new1).toBeUndefined();
    engine.handleKey({ key: 'Escape' }, mac);
    expect(engine.getSnapshot().selection).toEqual([]);
    expect(engine.handleKey({ key: 'q' }, mac)).toBe(false);
  });

  it('selects by point and marquee, and fits and zooms the active surface', () => {
    const { engine } = setup();
    expect(engine.selectAt({ x: 100, y: 470 })).toBe('page-1-caption');
    expect(engine.selectAt({ x: 100, y: 430 })).toBe('page-1-bg');
    engine.selectInRect({ x: 0, y: 0, width: 576, height: 430 });
    expect(engine.getSnapshot().selection).toEqual(['page-1-slot-0', 'page-1-slot-1']);
    engine.setViewportSize(1000, 700);
    engine.fit();
    const fitted = engine.getSnapshot().viewport;
    expect(fitted.zoom).toBeCloseTo((700 - 48) / 594);
    engine.zoomBy(2, { x: 500, y: 350 });
    expect(engine.getSnapshot().viewport.zoom).toBeCloseTo(fitted.zoom * 2);
  });
});

describe('editor engine, changes merged from elsewhere', () => {
  it('keeps the last readable design when a change leaves a record unreadable, then reads it whole', () => {
    const ydoc = new Y.Doc();
    docToY(sampleBook(2, 2), ydoc);
    const unreadable: unknown[] = [];
    const engine = createEditorEngine({ ydoc, onUnreadable: (error) => unreadable.push(error) });
    const shown = engine.getSnapshot().doc;
    // Another device replaced the caption's text; its deletion came without the new value.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    const before = Y.encodeStateVector(other);
    (other.getMap('elements').get('page-1-caption') as Y.Map<unknown>).set('text', 'Sea');
    const full = Y.encodeStateAsUpdate(other, before);
    // What a catch-up past a server that already has the new value carries: its deletions alone.
    const deletions = Y.diffUpdate(full, Y.encodeStateVectorFromUpdate(full));
    expect(() => Y.applyUpdate(ydoc, deletions, 'remote')).not.toThrow();
    expect(unreadable).toHaveLength(1);
    expect(engine.getSnapshot().doc).toBe(shown);

    Y.applyUpdate(ydoc, full, 'remote');
    expect(engine.getSnapshot().doc.elements['page-1-caption']).toMatchObject({ text: 'Sea' });
  });

  it('numbers a book as one after two devices each added pages', () => {
    const base = new Y.Doc();
    docToY(sampleBook(4, 1), base);
    const replica = () => {
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(base));
      return { ydoc, engine: createEditorEngine({ ydoc }) };
    };
    const a = replica();
    const b = replica();
    a.engine.dispatch({ name: 'addPages', args: { pairs: 1 } });
    b.engine.dispatch({ name: 'addPages', args: { pairs: 1 } });
    Y.applyUpdate(a.ydoc, Y.encodeStateAsUpdate(b.ydoc), 'remote');
    Y.applyUpdate(b.ydoc, Y.encodeStateAsUpdate(a.ydoc), 'remote');
    for (const { ydoc, engine } of [a, b]) {
      const doc = yToDoc(ydoc);
      expect(doc.surfaceOrder.slice(1).map((id) => doc.surfaces[id]!.label)).toEqual(
        Array.from({ length: 8 }, (_, n) => `Page ${n + 1}`),
      );
      expect(doc.options.pageCount).toBe(8);
      expect(engine.getSnapshot().doc.options.pageCount).toBe(8);
      // The repair is not an undo step of this person's: one undo takes back their own pages.
      engine.undo();
      expect(engine.getSnapshot().canUndo).toBe(false);
      expect(interiorIds(engine.getSnapshot().doc)).toHaveLength(6);
    }
  });
});
