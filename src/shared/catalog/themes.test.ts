import { describe, expect, it } from 'vitest';
import { BLANK_THEME, isThemeAvailableOn, THEME_DEVICE_RESTRICTION } from './themes';

describe('themes (spec §3)', () => {
  it('pins the device restrictions and the blank theme', () => {
    expect(THEME_DEVICE_RESTRICTION).toEqual({ DesktopOnly: 1, MobileOnly: 2 });
    expect(BLANK_THEME).toEqual({ id: 10, uri: 'blank-canvas-10' });
  });

  it('limits a restricted theme to its device', () => {
    expect(isThemeAvailableOn(1, 'desktop')).toBe(true);
    expect(isThemeAvailableOn(1, 'mobile')).toBe(false);
    expect(isThemeAvailableOn(2, 'mobile')).toBe(true);
    expect(isThemeAvailableOn(2, 'desktop')).toBe(false);
  });

  it('leaves an unrestricted theme available everywhere', () => {
    for (const restriction of [null, undefined, 0]) {
      expect(isThemeAvailableOn(restriction, 'desktop')).toBe(true);
      expect(isThemeAvailableOn(restriction, 'mobile')).toBe(true);
    }
  });
});
