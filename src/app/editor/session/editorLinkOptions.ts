import {
  EDITOR_EXPERIENCE,
  type EditorExperienceId,
  type EditorExperienceKind,
  isModernWebviewVersion,
} from '../../../shared/catalog/editor';
import { build } from '../../../shared/routes/build';
import type { EditorMatch } from './editorRequest';

/*
 * What an /editor or /~/editor/{id} address asks of the editor beyond which project to open: the
 * spec §2 parameters that used to be read and ignored. Pure, so each meaning is tested here:
 *
 *   cid / cartItemId   the cart line being changed: Order goes back to the cart, not to checkout.
 *   tag_group_id       the design group the customer came from (spec §3 ranges: books 1000–1025,
 *                      calendars 500–501, cards 1–403): "More designs" goes back to that shop.
 *   on_load_action     a panel to open once the project is open (photos, layouts, text,
 *                      background, selection, check), by its id or a few plain synonyms.
 *   version            the in-app webview's editor version: 3 and 4 are modern (spec §9) and get
 *                      the touch editor; any other is the lite experience (8), drawn in the
 *                      compact layout.
 *   force_flex_switch  opens the other experience than this device's (a tablet customer asking
 *                      for the desktop editor, say); every switch from the experience the project
 *                      was last edited in is told to my/projects/track_flex_switch.
 *   aspect             a new project's shape (landscape, portrait, square): the design's size of
 *                      that shape when the link names no product (ipid).
 *   fs                 full screen: the editor asks the browser for the whole screen at the
 *                      customer's first press (browsers allow it only then).
 *   ue                 use existing: a new-project link resumes this device's draft of the same
 *                      design instead of starting another.
 *   demo               a try-out: the design opens editable but is kept nowhere (no draft, no
 *                      server project), and the editor says so.
 */

export const LOAD_PANELS = [
  'photos',
  'layouts',
  'text',
  'background',
  'selection',
  'check',
] as const;
export type LoadPanel = (typeof LOAD_PANELS)[number];
export type Aspect = 'landscape' | 'portrait' | 'square';

export interface EditorLinkOptions {
  cartItemId?: number;
  tagGroupId?: number;
  onLoadPanel?: LoadPanel;
  webviewVersion?: number;
  forceFlexSwitch: boolean;
  aspect?: Aspect;
  fullScreen: boolean;
  useExisting: boolean;
  demo: boolean;
}

const PANEL_SYNONYMS: Record<string, LoadPanel> = {
  photos: 'photos',
  photo: 'photos',
  add_photos: 'photos',
  addphotos: 'photos',
  upload: 'photos',
  tray: 'photos',
  layouts: 'layouts',
  layout: 'layouts',
  text: 'text',
  edit_text: 'text',
  background: 'background',
  backgrounds: 'background',
  selection: 'selection',
  selected: 'selection',
  check: 'check',
  preflight: 'check',
  review: 'check',
};

/** The panel an on_load_action names; undefined for anything else. */
export function loadPanelOf(action: string | undefined): LoadPanel | undefined {
  if (!action) return undefined;
  return PANEL_SYNONYMS[
    action
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ];
}

/** A yes of a text flag (fs=1, ue=true); no for anything else. */
export function flagOf(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function aspectOf(value: string | undefined): Aspect | undefined {
  const text = value?.trim().toLowerCase();
  return text === 'landscape' || text === 'portrait' || text === 'square' ? text : undefined;
}

const positive = (value: number | undefined) =>
  value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : undefined;

export function editorLinkOptions(match: EditorMatch): EditorLinkOptions {
  const none: EditorLinkOptions = {
    forceFlexSwitch: false,
    fullScreen: false,
    useExisting: false,
    demo: false,
  };
  if (match.name === 'memories.edit' || match.name === 'memories.preview') return none;
  if (match.name === 'editor.embedded') {
    const q = match.query;
    return {
      ...none,
      cartItemId: positive(q.cartItemId),
      onLoadPanel: loadPanelOf(q.onLoadAction),
      webviewVersion: positive(q.version),
    };
  }
  const q = match.query;
  return {
    cartItemId: positive(q.cid),
    tagGroupId: positive(q.tagGroupId),
    onLoadPanel: loadPanelOf(q.onLoadAction),
    webviewVersion: positive(q.version),
    forceFlexSwitch: q.forceFlexSwitch === true,
    aspect: aspectOf(q.aspect),
    fullScreen: flagOf(q.fs),
    useExisting: flagOf(q.ue),
    demo: q.demo === true,
  };
}

/**
 * The experience this editor opens in: a webview's version decides in the app (modern → mobile,
 * older → lite); otherwise the device's (pickEditorExperience), or the other one when the link
 * forces the flex switch.
 */
export function experienceFor(
  device: EditorExperienceKind,
  options: Pick<EditorLinkOptions, 'webviewVersion' | 'forceFlexSwitch'>,
): { kind: EditorExperienceKind; id: EditorExperienceId } {
  if (options.webviewVersion !== undefined) {
    return isModernWebviewVersion(options.webviewVersion)
      ? { kind: 'mobile', id: EDITOR_EXPERIENCE.mobile }
      : { kind: 'mobile', id: EDITOR_EXPERIENCE.lite };
  }
  const kind = options.forceFlexSwitch ? (device === 'mobile' ? 'desktop' : 'mobile') : device;
  return kind === 'mobile'
    ? { kind, id: EDITOR_EXPERIENCE.mobile }
    : { kind, id: EDITOR_EXPERIENCE.HtmlEditor };
}

/**
 * The switch to tell my/projects/track_flex_switch about: the experience opened, when the project
 * has a server id, the customer may change it, and it was last edited in another one.
 */
export function flexSwitchToTrack(input: {
  projectId: number | undefined;
  readOnly: boolean;
  signedIn: boolean;
  lastExperience: number | undefined;
  opened: EditorExperienceId;
}): { projectId: number; toExperience: EditorExperienceId } | undefined {
  if (input.projectId === undefined || input.readOnly || !input.signedIn) return undefined;
  if (input.lastExperience === undefined || input.lastExperience === input.opened) return undefined;
  return { projectId: input.projectId, toExperience: input.opened };
}

/** The shop a tag group belongs to (spec §3 ranges), for "More designs". */
export function storefrontOfTagGroup(tagGroupId: number | undefined): string | undefined {
  if (tagGroupId === undefined) return undefined;
  if (tagGroupId >= 1000 && tagGroupId <= 1025) return build('photoBooks');
  if (tagGroupId === 500 || tagGroupId === 501) return build('photoCalendars', {});
  if (tagGroupId >= 1 && tagGroupId <= 403) return build('cards.all', {});
  return undefined;
}

/** Where Order goes: back to the cart line being changed, or to checkout with the project. */
export function orderTarget(projectId: number, cartItemId: number | undefined): string {
  return cartItemId !== undefined ? build('cart') : build('checkout', { pid: projectId });
}

/** The first of a design's sizes (keys like "8x11") of the shape asked for; undefined when none. */
export function sizeOfAspect(sizes: readonly string[], aspect: Aspect | undefined) {
  if (!aspect) return undefined;
  return sizes.find((key) => {
    const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(key);
    if (!match) return false;
    const width = Number(match[1]);
    const height = Number(match[2]);
    const shape: Aspect = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
    return shape === aspect;
  });
}
