import { describe, expect, it } from 'vitest';
import { EDITOR_EXPERIENCE } from '../../../shared/catalog/editor';
import { parse } from '../../../shared/routes/parse';
import {
  editorLinkOptions,
  experienceFor,
  flexSwitchToTrack,
  loadPanelOf,
  orderTarget,
  sizeOfAspect,
  storefrontOfTagGroup,
} from './editorLinkOptions';
import type { EditorMatch } from './editorRequest';
import { editorRequestOf } from './editorRequest';

const linkOf = (url: string) => editorLinkOptions(parse(url) as EditorMatch);

describe('what an editor link asks of the editor beyond its project', () => {
  it('reads every parameter of /editor', () => {
    expect(
      linkOf(
        '/editor?pid=4&cid=17&tag_group_id=1003&on_load_action=layouts&version=3&force_flex_switch=true&aspect=Landscape&fs=1&ue=true&demo=true',
      ),
    ).toEqual({
      cartItemId: 17,
      tagGroupId: 1003,
      onLoadPanel: 'layouts',
      webviewVersion: 3,
      forceFlexSwitch: true,
      aspect: 'landscape',
      fullScreen: true,
      useExisting: true,
      demo: true,
    });
  });

  it('reads the embedded editor’s cart item, action and version, and nothing it does not take', () => {
    expect(linkOf('/~/editor/9?cartItemId=3&on_load_action=check&version=2')).toEqual({
      cartItemId: 3,
      onLoadPanel: 'check',
      webviewVersion: 2,
      forceFlexSwitch: false,
      fullScreen: false,
      useExisting: false,
      demo: false,
    });
  });

  it('ignores what it cannot use: unknown actions, shapes and flags, ids below 1', () => {
    expect(linkOf('/editor?pid=4&on_load_action=dance&aspect=round&fs=no&ue=0&cid=0')).toEqual({
      cartItemId: undefined,
      tagGroupId: undefined,
      onLoadPanel: undefined,
      webviewVersion: undefined,
      forceFlexSwitch: false,
      aspect: undefined,
      fullScreen: false,
      useExisting: false,
      demo: false,
    });
  });

  it('names panels by their ids and plain synonyms', () => {
    expect(loadPanelOf('add-photos')).toBe('photos');
    expect(loadPanelOf('Upload')).toBe('photos');
    expect(loadPanelOf('preflight')).toBe('check');
    expect(loadPanelOf('backgrounds')).toBe('background');
    expect(loadPanelOf('edit text')).toBe('text');
    expect(loadPanelOf(undefined)).toBeUndefined();
  });

  it('opens in the device’s experience, the other on a flex switch, and the app’s by its version', () => {
    const none = { forceFlexSwitch: false };
    expect(experienceFor('desktop', none)).toEqual({ kind: 'desktop', id: 7 });
    expect(experienceFor('mobile', none)).toEqual({ kind: 'mobile', id: 10 });
    expect(experienceFor('mobile', { forceFlexSwitch: true })).toEqual({
      kind: 'desktop',
      id: EDITOR_EXPERIENCE.HtmlEditor,
    });
    expect(experienceFor('desktop', { forceFlexSwitch: true })).toEqual({ kind: 'mobile', id: 10 });
    // Spec §9: webview versions 3 and 4 are modern; the rest get the lite experience.
    expect(experienceFor('desktop', { ...none, webviewVersion: 4 })).toEqual({
      kind: 'mobile',
      id: 10,
    });
    expect(experienceFor('desktop', { ...none, webviewVersion: 2 })).toEqual({
      kind: 'mobile',
      id: EDITOR_EXPERIENCE.lite,
    });
  });

  it('tracks a switch only for a signed-in editor of a server project last edited in another experience', () => {
    const base = {
      projectId: 5,
      readOnly: false,
      signedIn: true,
      lastExperience: 7,
      opened: 10 as const,
    };
    expect(flexSwitchToTrack(base)).toEqual({ projectId: 5, toExperience: 10 });
    expect(flexSwitchToTrack({ ...base, opened: 7 })).toBeUndefined();
    expect(flexSwitchToTrack({ ...base, projectId: undefined })).toBeUndefined();
    expect(flexSwitchToTrack({ ...base, readOnly: true })).toBeUndefined();
    expect(flexSwitchToTrack({ ...base, signedIn: false })).toBeUndefined();
    expect(flexSwitchToTrack({ ...base, lastExperience: undefined })).toBeUndefined();
  });

  it('goes back to the shop of the tag group by the spec’s id ranges', () => {
    expect(storefrontOfTagGroup(1000)).toBe('/photo-books');
    expect(storefrontOfTagGroup(501)).toBe('/photo-calendars');
    expect(storefrontOfTagGroup(12)).toBe('/cards/all');
    expect(storefrontOfTagGroup(700)).toBeUndefined();
    expect(storefrontOfTagGroup(undefined)).toBeUndefined();
  });

  it('sends Order back to the cart when a cart line is being changed, else to checkout', () => {
    expect(orderTarget(5, 17)).toBe('/checkout/cart');
    expect(orderTarget(5, undefined)).toMatch(/pid=5/);
  });

  it('picks the design’s size of the shape asked for', () => {
    expect(sizeOfAspect(['8x8', '11x8.5', '8.5x11'], 'landscape')).toBe('11x8.5');
    expect(sizeOfAspect(['8x8', '11x8.5', '8.5x11'], 'portrait')).toBe('8.5x11');
    expect(sizeOfAspect(['8x8'], 'square')).toBe('8x8');
    expect(sizeOfAspect(['8x8'], 'landscape')).toBeUndefined();
    expect(sizeOfAspect(['8x8'], undefined)).toBeUndefined();
  });

  it('hands ue, demo and aspect to a new-project request', () => {
    expect(
      editorRequestOf(parse('/editor?ptid=5&ue=1&demo=true&aspect=square') as EditorMatch),
    ).toMatchObject({
      kind: 'create',
      templateId: 5,
      useExisting: true,
      demo: true,
      aspect: 'square',
    });
  });
});
