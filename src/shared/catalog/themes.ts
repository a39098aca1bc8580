/** Which devices a theme is limited to (spec §3); a theme without one works everywhere. */
export const THEME_DEVICE_RESTRICTION = { DesktopOnly: 1, MobileOnly: 2 } as const;

export type ThemeDeviceRestriction =
  (typeof THEME_DEVICE_RESTRICTION)[keyof typeof THEME_DEVICE_RESTRICTION];

/** The theme a project starts from when no design is chosen (spec §3). */
export const BLANK_THEME = { id: 10, uri: 'blank-canvas-10' } as const;

/** Whether a theme with the given restriction may be used in the given editor kind. */
export function isThemeAvailableOn(
  restriction: number | null | undefined,
  device: 'desktop' | 'mobile',
): boolean {
  if (restriction === THEME_DEVICE_RESTRICTION.DesktopOnly) return device === 'desktop';
  if (restriction === THEME_DEVICE_RESTRICTION.MobileOnly) return device === 'mobile';
  return true;
}
