import type { ActionHandlers } from '../http/actionHandler';
import { catalogHandlers } from './catalog/catalog.routes';
import { catalogPageHandlers } from './catalog/catalogPages.routes';
import { reviewHandlers } from './catalog/reviews.routes';
import { shippingHandlers } from './catalog/shipping.routes';
import { addressHandlers } from './commerce/addresses.routes';
import { cartHandlers } from './commerce/cart.routes';
import { couponHandlers } from './commerce/coupons.routes';
import { orderHandlers } from './commerce/orders.routes';
import { checkoutHandlers, paymentHandlers } from './commerce/payments.routes';
import { purchaseInviteHandlers } from './commerce/purchaseInvites.routes';
import { collaborationHandlers } from './design/collaboration.routes';
import { creationHandlers } from './design/creation.routes';
import { musicHandlers } from './design/music.routes';
import { preflightChoiceHandlers } from './design/preflightChoices.routes';
import { projectHandlers } from './design/projects.routes';
import { uploadLinkHandlers } from './design/uploadLinks.routes';
import { myAccountHandlers } from './identity/account.routes';
import { accountDeletionHandlers } from './identity/accountDeletion.routes';
import { accountHandlers } from './identity/accounts.routes';
import { oauthHandlers } from './identity/oauth.routes';
import { passwordResetHandlers } from './identity/passwordReset.routes';
import { sessionHandlers } from './identity/sessions.routes';
import { photoSourceHandlers } from './media/photoSources.routes';
import { photoHandlers, uploadHandlers } from './media/photos.routes';
import { contentHandlers } from './site/content.routes';
import { contentExportHandlers } from './site/contentExport.routes';
import { experimentHandlers } from './site/experiments.routes';
import { helpHandlers } from './site/help.routes';
import { privacyHandlers } from './site/privacy.routes';
import { requestHandlers } from './site/requests.routes';
import { siteHandlers } from './site/site.routes';
import { trackingHandlers } from './site/tracking.routes';

/** Every implemented action, by name. Each area module contributes its own map. */
export const handlers: ActionHandlers = {
  ...sessionHandlers,
  ...accountHandlers,
  ...accountDeletionHandlers,
  ...passwordResetHandlers,
  ...myAccountHandlers,
  ...oauthHandlers,
  ...addressHandlers,
  ...catalogHandlers,
  ...catalogPageHandlers,
  ...privacyHandlers,
  ...trackingHandlers,
  ...photoHandlers,
  ...uploadHandlers,
  ...photoSourceHandlers,
  ...uploadLinkHandlers,
  ...projectHandlers,
  ...collaborationHandlers,
  ...musicHandlers,
  ...creationHandlers,
  ...cartHandlers,
  ...couponHandlers,
  ...shippingHandlers,
  ...paymentHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...purchaseInviteHandlers,
  ...preflightChoiceHandlers,
  ...contentHandlers,
  ...siteHandlers,
  ...experimentHandlers,
  ...helpHandlers,
  ...reviewHandlers,
  ...requestHandlers,
  ...contentExportHandlers,
};
