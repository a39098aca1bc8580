// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { addPages } from '../engine/commands/pages';
import { sampleBook } from '../engine/testing/sampleBook';
import { elementLabel, listedElements, selectionAnnouncement } from './elementLabels';
import { editorMayTakeKey } from './keyTarget';
import {
  addedSurfaces,
  bookBounds,
  isInteriorPage,
  pagesRemovedWith,
  reorderIndex,
  stepIndex,
} from './pageStripRules';
import { detectEditorExperience, isApplePlatform } from './platform';

const doc = sampleBook(4, 2);

describe('page strip rules', () => {
  it('finds where a dropped page lands among the interior pages', () => {
    // Page 1 after page 3: the others are 2, 3, 4, so it goes in at index 2.
    expect(reorderIndex(doc, ['page-1'], 'page-3', 'after')).toBe(2);
    expect(reorderIndex(doc, ['page-4'], 'page-1', 'before')).toBe(0);
    expect(reorderIndex(doc, ['page-2'], 'cover', 'after')).toBe(0);
    expect(reorderIndex(doc, ['page-2'], 'cover', 'before')).toBeUndefined();
    expect(stepIndex(doc, 'page-1', -1)).toBeUndefined();
    expect(stepIndex(doc, 'page-1', 1)).toBe(1);
    expect(stepIndex(doc, 'cover', 1)).toBeUndefined();
  });

  it('lets only a photo book gain, lose and reorder pages', () => {
    const card = createProjectFromTemplate({
      templateId: 1,
      themeId: 11,
      name: 'Golden Floral Wishes',
      productTypeId: 2,
      photoCount: 2,
      orientation: 'portrait',
      styleId: 5,
      colorIds: [3],
      foilTypeId: 3,
      trimTypeId: 2,
      formatTypeId: 2,
      sizes: ['5x7'],
      keywords: 'christmas',
    });
    expect(bookBounds(card)).toBeUndefined();
    expect(card.surfaceOrder.some((id) => isInteriorPage(card, id))).toBe(false);
    expect(bookBounds(doc)).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    expect(isInteriorPage(doc, 'page-2')).toBe(true);
  });

  it('removes a page with the other side of its leaf', () => {
    expect(pagesRemovedWith(doc, 'page-2')).toEqual(['page-1', 'page-2']);
    expect(pagesRemovedWith(doc, 'page-3')).toEqual(['page-3', 'page-4']);
    expect(pagesRemovedWith(doc, 'cover')).toEqual([]);
  });

  it('tells which surfaces an add made', () => {
    const after = addPages(doc, {
      pairs: 1,
      afterId: 'page-2',
      newId: (() => {
        let n = 0;
        return () => `added${n++}`;
      })(),
    });
    const added = addedSurfaces(doc, after);
    expect(added).toHaveLength(2);
    expect(after.surfaceOrder.indexOf(added[0]!)).toBe(3);
  });
});

describe('element labels', () => {
  it('names each element by what it is and shows, top first, backgrounds left out', () => {
    const elements = doc.surfaces['page-1']!.elementIds.map((id) => doc.elements[id]!);
    expect(listedElements(elements).map((item) => item.label)).toEqual([
      'Text: Page 1',
      'Photo 2',
      'Photo 1',
    ]);
    const slot = { ...doc.elements['page-1-slot-0']!, photoId: undefined };
    expect(elementLabel(slot, 3)).toBe('Photo 3, empty');
    expect(selectionAnnouncement([])).toBe('Nothing selected');
    expect(selectionAnnouncement(['a', 'b'])).toBe('2 elements selected');
  });
});

describe('keys and devices', () => {
  it('leaves text fields their keys, and list widgets their arrows', () => {
    const field = document.createElement('textarea');
    expect(editorMayTakeKey(field, 'Delete')).toBe(false);
    const list = document.createElement('div');
    list.setAttribute('role', 'grid');
    const row = document.createElement('div');
    list.append(row);
    expect(editorMayTakeKey(row, 'ArrowLeft')).toBe(false);
    expect(editorMayTakeKey(row, 'Delete')).toBe(false);
    expect(editorMayTakeKey(row, 'z')).toBe(true);
    expect(editorMayTakeKey(document.createElement('button'), 'ArrowLeft')).toBe(true);
  });

  it('picks the mobile editor on phones and, with tablet editing, on tablets (iPad as Mac too)', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(detectEditorExperience(true, { userAgent: iphone, maxTouchPoints: 5 })).toBe('mobile');
    expect(detectEditorExperience(true, { userAgent: mac, maxTouchPoints: 0 })).toBe('desktop');
    expect(detectEditorExperience(true, { userAgent: mac, maxTouchPoints: 5 })).toBe('mobile');
    expect(detectEditorExperience(false, { userAgent: mac, maxTouchPoints: 5 })).toBe('desktop');
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
  });
});
