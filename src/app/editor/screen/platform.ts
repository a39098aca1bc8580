import { parseUserAgent } from '../../../shared/catalog/browser';
import { type EditorExperienceKind, pickEditorExperience } from '../../../shared/catalog/editor';

/** Cmd is the command key on Apple systems, Ctrl elsewhere. */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator) {
  return /Mac|iPhone|iPad|iPod/.test(nav.platform || nav.userAgent);
}

/**
 * The experience of spec §1 for this device: the mobile editor on a phone, and on a tablet when
 * tablet editing is on. iPadOS in desktop mode says "Macintosh"; its touch points give it away.
 */
export function detectEditorExperience(
  tabletEditingEnabled: boolean,
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator,
): EditorExperienceKind {
  const parsed = parseUserAgent(nav.userAgent);
  const isTablet = parsed.isTablet || (parsed.os === 'macos' && (nav.maxTouchPoints ?? 0) > 1);
  return pickEditorExperience({ isMobile: parsed.isMobile, isTablet, tabletEditingEnabled }).kind;
}
