import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectDocumentSchema } from '../../../shared/project/document';
import { docToY, yToDoc } from '../../../shared/project/yjs/binding';
import { runCommand } from './commands/registry';
import { createEditorEngine } from './editorEngine';
import { callFor, stepArbitrary } from './testing/randomCommands';
import { sampleBook } from './testing/sampleBook';

const steps = fc.array(stepArbitrary, { minLength: 1, maxLength: 25 });
const idMaker = (prefix: string) => {
  let n = 0;
  return () => `${prefix}${n++}`;
};

describe('engine properties', () => {
  it('random command sequences keep the document valid', () => {
    fc.assert(
      fc.property(steps, (drawn) => {
        let doc = sampleBook(4, 2);
        const newId = idMaker('r');
        for (const step of drawn) {
          doc = runCommand(doc, callFor(doc, step, newId));
          const parsed = projectDocumentSchema.safeParse(doc);
          if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the Y.Doc always reads back as the document the commands made', () => {
    fc.assert(
      fc.property(steps, (drawn) => {
        const ydoc = new Y.Doc();
        docToY(sampleBook(4, 2), ydoc);
        const engine = createEditorEngine({ ydoc, newId: idMaker('y') });
        for (const step of drawn)
          engine.dispatch(callFor(engine.getSnapshot().doc, step, idMaker('unused')));
        expect(yToDoc(ydoc)).toEqual(engine.getSnapshot().doc);
      }),
      { numRuns: 40 },
    );
  });

  it('undoing everything returns the start, and redoing everything the end', () => {
    fc.assert(
      fc.property(steps, (drawn) => {
        const ydoc = new Y.Doc();
        const start = sampleBook(4, 2);
        docToY(start, ydoc);
        const engine = createEditorEngine({ ydoc, newId: idMaker('u') });
        for (const step of drawn)
          engine.dispatch(callFor(engine.getSnapshot().doc, step, idMaker('x')));
        const end = engine.getSnapshot().doc;
        while (engine.getSnapshot().canUndo) {
          engine.undo();
          expect(engine.getSnapshot().doc).toEqual(yToDoc(ydoc));
        }
        expect(engine.getSnapshot().doc).toEqual(start);
        while (engine.getSnapshot().canRedo) engine.redo();
        expect(engine.getSnapshot().doc).toEqual(end);
      }),
      { numRuns: 40 },
    );
  });

  it('two replicas editing concurrently converge to the same valid document', () => {
    fc.assert(
      fc.property(steps, steps, (left, right) => {
        const a = new Y.Doc();
        docToY(sampleBook(4, 2), a);
        const b = new Y.Doc();
        Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
        const engineA = createEditorEngine({ ydoc: a, newId: idMaker('a') });
        const engineB = createEditorEngine({ ydoc: b, newId: idMaker('b') });
        for (const step of left)
          engineA.dispatch(callFor(engineA.getSnapshot().doc, step, idMaker('-')));
        for (const step of right)
          engineB.dispatch(callFor(engineB.getSnapshot().doc, step, idMaker('-')));
        Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'sync');
        Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'sync');
        expect(engineA.getSnapshot().doc).toEqual(engineB.getSnapshot().doc);
        expect(projectDocumentSchema.safeParse(engineA.getSnapshot().doc).success).toBe(true);
        // What each engine read by touched records alone is what a whole read gives.
        expect(engineA.getSnapshot().doc).toEqual(yToDoc(a));
        expect(engineB.getSnapshot().doc).toEqual(yToDoc(b));
      }),
      { numRuns: 40 },
    );
  });
});
