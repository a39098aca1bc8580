import { describe, expect, it } from 'vitest';
import { deviceForEditor, editorKindOf } from './editorDevice';

const desktopAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';

describe('which editor experience a device gets', () => {
  it('gives a phone and a tablet the mobile editor, and a computer the desktop one', () => {
    const phone = { coarsePointer: true, shortSide: 390, userAgent: 'iPhone' };
    const tablet = { coarsePointer: true, shortSide: 820, userAgent: desktopAgent };
    const laptop = { coarsePointer: false, shortSide: 900, userAgent: desktopAgent };
    expect(deviceForEditor(phone)).toEqual({
      isMobile: true,
      isTablet: false,
      tabletEditingEnabled: true,
    });
    expect(deviceForEditor(tablet)).toMatchObject({ isMobile: false, isTablet: true });
    expect(editorKindOf(phone)).toBe('mobile');
    expect(editorKindOf(tablet)).toBe('mobile');
    expect(editorKindOf(laptop)).toBe('desktop');
  });
});
