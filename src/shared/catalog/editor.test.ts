import { describe, expect, it } from 'vitest';
import {
  EDITOR_ACCESS_DENIAL_REASONS,
  EDITOR_EXPERIENCE,
  isModernWebviewVersion,
  pickEditorExperience,
} from './editor';

describe('editor catalogue (spec §3)', () => {
  it('pins the access denial reasons', () => {
    expect(EDITOR_ACCESS_DENIAL_REASONS).toEqual([
      'deleted',
      'locked',
      'private',
      'published',
      'forbidden',
    ]);
  });

  it('pins the experience ids HtmlEditor 7, lite 8, mobile 10', () => {
    expect(EDITOR_EXPERIENCE).toEqual({ HtmlEditor: 7, lite: 8, mobile: 10 });
  });
});

describe('pickEditorExperience (spec §1)', () => {
  const cases = [
    // isMobile, isTablet, tabletEditingEnabled → kind
    [false, false, false, 'desktop'],
    [false, false, true, 'desktop'],
    [true, false, false, 'mobile'],
    [true, false, true, 'mobile'],
    [false, true, false, 'desktop'],
    [false, true, true, 'mobile'],
  ] as const;

  it.each(cases)('mobile=%s tablet=%s tabletEditing=%s → %s', (isMobile, isTablet, on, kind) => {
    const picked = pickEditorExperience({ isMobile, isTablet, tabletEditingEnabled: on });
    expect(picked.kind).toBe(kind);
    expect(picked.id).toBe(kind === 'mobile' ? 10 : 7);
  });
});

describe('isModernWebviewVersion (spec §9)', () => {
  it('treats versions 3 and 4 as modern', () => {
    expect(isModernWebviewVersion(3)).toBe(true);
    expect(isModernWebviewVersion(4)).toBe(true);
    expect(isModernWebviewVersion('4')).toBe(true);
  });

  it('treats everything else as not modern', () => {
    for (const v of [0, 1, 2, 5, 3.5, '', 'abc', '3.0', '-3', null, undefined]) {
      expect(isModernWebviewVersion(v)).toBe(false);
    }
  });
});
