import {
  type DeviceForEditor,
  type EditorExperienceKind,
  pickEditorExperience,
} from '../../../shared/catalog/editor';

/** What the browser says about the device, read at the edge so the rule stays pure. */
export interface DeviceSignals {
  /** The main pointer is a finger (matchMedia '(pointer: coarse)'). */
  coarsePointer: boolean;
  /** The screen's shorter side in CSS pixels. */
  shortSide: number;
  userAgent: string;
}

/** Phones are under this on their short side; tablets at or above it (iPad mini is 744). */
const TABLET_MIN_SHORT_SIDE = 600;

/**
 * Tablet editing is on: offline editing on a tablet is a headline use (issue 14), and the mobile
 * experience is built for touch. An iPad asking for the desktop site says "Macintosh" but has touch.
 */
export function deviceForEditor(signals: DeviceSignals): DeviceForEditor {
  const touch = signals.coarsePointer || /iPhone|iPad|Android|Mobile/i.test(signals.userAgent);
  return {
    isMobile: touch && signals.shortSide < TABLET_MIN_SHORT_SIDE,
    isTablet: touch && signals.shortSide >= TABLET_MIN_SHORT_SIDE,
    tabletEditingEnabled: true,
  };
}

export function editorKindOf(signals: DeviceSignals): EditorExperienceKind {
  return pickEditorExperience(deviceForEditor(signals)).kind;
}

/** The browser's signals; a desktop on the server, which renders no editor. */
export function browserDeviceSignals(): DeviceSignals {
  if (typeof window === 'undefined')
    return { coarsePointer: false, shortSide: 1080, userAgent: '' };
  return {
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    shortSide: Math.min(window.screen.width, window.screen.height),
    userAgent: navigator.userAgent,
  };
}
