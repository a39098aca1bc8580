import type { z } from 'zod';
import { addressActions } from './actions/addresses';
import { cartActions, couponActions } from './actions/cart';
import { catalogActions, favoriteActions, storefrontActions } from './actions/catalog';
import { collaborationActions } from './actions/collaboration';
import { contentExportActions } from './actions/contentExport';
import { orderActions, shippingActions } from './actions/orders';
import { checkoutActions, inviteActions, paymentActions } from './actions/payments';
import { photoActions, uploadActions } from './actions/photos';
import { creationActions, projectActions } from './actions/projects';
import { accountActions, oauthActions, privacyActions, sessionActions } from './actions/sessions';
import { contentActions, siteActions } from './actions/site';
import { experimentActions, trackingActions } from './actions/tracking';
import type { ActionDef } from './defineAction';

/** Each area's block, kept apart so a test can see a name defined twice (a spread would hide it). */
export const actionBlocks = [
  sessionActions,
  accountActions,
  privacyActions,
  oauthActions,
  trackingActions,
  experimentActions,
  catalogActions,
  storefrontActions,
  favoriteActions,
  siteActions,
  contentActions,
  photoActions,
  uploadActions,
  projectActions,
  collaborationActions,
  creationActions,
  cartActions,
  couponActions,
  orderActions,
  shippingActions,
  addressActions,
  paymentActions,
  checkoutActions,
  inviteActions,
  contentExportActions,
] as const;

/** Every call of spec §7 by its name; the client calls it and the server registers one handler each. */
export const actionTable = {
  ...sessionActions,
  ...accountActions,
  ...privacyActions,
  ...oauthActions,
  ...trackingActions,
  ...experimentActions,
  ...catalogActions,
  ...storefrontActions,
  ...favoriteActions,
  ...siteActions,
  ...contentActions,
  ...photoActions,
  ...uploadActions,
  ...projectActions,
  ...collaborationActions,
  ...creationActions,
  ...cartActions,
  ...couponActions,
  ...orderActions,
  ...shippingActions,
  ...addressActions,
  ...paymentActions,
  ...checkoutActions,
  ...inviteActions,
  ...contentExportActions,
} satisfies Record<string, ActionDef>;

export type ActionName = keyof typeof actionTable;

/** What a caller passes: the schema's input side (numbers may still be text, optional fields absent). */
export type ActionInput<N extends ActionName> = z.input<(typeof actionTable)[N]['input']>;

/** What a caller gets back, after the server's output schema. */
export type ActionOutput<N extends ActionName> = z.output<(typeof actionTable)[N]['output']>;

/** The `:params` of an action's path, without the colon, in path order (e.g. ['project_id']). */
export function actionPathParams(name: ActionName): string[] {
  return [...actionTable[name].path.matchAll(/:([A-Za-z0-9_]+)/g)].map(
    (match) => match[1] as string,
  );
}
