import { describe, expect, it } from 'vitest';
import { runCommand } from './commands/registry';
import { pageStructureOf, surfaceContentOf } from './surfaceContent';
import { sampleBook } from './testing/sampleBook';

describe('surface content and page structure selectors', () => {
  const doc = sampleBook(4, 2);
  const typed = runCommand(doc, { name: 'setText', args: { id: 'page-2-caption', text: 'Hi' } });

  it('keep the last answer for a page an edit elsewhere left alone', () => {
    const before = surfaceContentOf(doc, 'page-1');
    expect(surfaceContentOf(typed, 'page-1', before)).toBe(before);
  });

  it('answer anew for the page whose element changed, with the new element', () => {
    const before = surfaceContentOf(doc, 'page-2');
    const after = surfaceContentOf(typed, 'page-2', before);
    expect(after).not.toBe(before);
    expect(after.doc).toBe(typed);
    expect(after.elements).toContain(typed.elements['page-2-caption']);
  });

  it('keep the page structure through a text edit, and not through adding pages', () => {
    const structure = pageStructureOf(doc);
    expect(pageStructureOf(typed, structure)).toBe(structure);
    const added = runCommand(doc, { name: 'addPages', args: { pairs: 1, afterId: 'page-2' } });
    const next = pageStructureOf(added, structure);
    expect(next).not.toBe(structure);
    expect(next.surfaceOrder).toBe(added.surfaceOrder);
  });
});
