/** Why the editor refuses to open a project (spec §3). */
export const EDITOR_ACCESS_DENIAL_REASONS = [
  'deleted',
  'locked',
  'private',
  'published',
  'forbidden',
] as const;

export type EditorAccessDenialReason = (typeof EDITOR_ACCESS_DENIAL_REASONS)[number];

/** Editor experience ids of spec §3. HtmlEditor is the desktop experience. */
export const EDITOR_EXPERIENCE = { HtmlEditor: 7, lite: 8, mobile: 10 } as const;

export type EditorExperienceId = (typeof EDITOR_EXPERIENCE)[keyof typeof EDITOR_EXPERIENCE];
export type EditorExperienceKind = 'mobile' | 'desktop';

export interface DeviceForEditor {
  isMobile: boolean;
  isTablet: boolean;
  tabletEditingEnabled: boolean;
}

/**
 * The experience an editor opens in (spec §1): mobile on a phone, or on a tablet when tablet
 * editing is enabled; desktop (HtmlEditor) otherwise.
 */
export function pickEditorExperience(device: DeviceForEditor): {
  kind: EditorExperienceKind;
  id: typeof EDITOR_EXPERIENCE.mobile | typeof EDITOR_EXPERIENCE.HtmlEditor;
} {
  const mobile = device.isMobile || (device.isTablet && device.tabletEditingEnabled);
  return mobile
    ? { kind: 'mobile', id: EDITOR_EXPERIENCE.mobile }
    : { kind: 'desktop', id: EDITOR_EXPERIENCE.HtmlEditor };
}

/** In-app webview editor versions treated as modern (spec §9). */
export const MODERN_WEBVIEW_EDITOR_VERSIONS = [3, 4] as const;

/** Whether an in-app webview editor version (a number or the `version` query text) is modern. */
export function isModernWebviewVersion(version: number | string | null | undefined): boolean {
  if (version === null || version === undefined) return false;
  const text = String(version).trim();
  if (!/^\d+$/.test(text)) return false;
  return (MODERN_WEBVIEW_EDITOR_VERSIONS as readonly number[]).includes(Number(text));
}
