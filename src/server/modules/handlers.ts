import type { ActionHandlers } from '../http/actionHandler';
import { myAccountHandlers } from './account/account.routes';
import { accountDeletionHandlers } from './accountDeletion/accountDeletion.routes';
import { accountHandlers } from './accounts/accounts.routes';
import { addressHandlers } from './addresses/addresses.routes';
import { cartHandlers } from './cart/cart.routes';
import { catalogHandlers } from './catalog/catalog.routes';
import { catalogPageHandlers } from './catalog/catalogPages.routes';
import { collaborationHandlers } from './collaboration/collaboration.routes';
import { contentHandlers } from './content/content.routes';
import { contentExportHandlers } from './contentExport/contentExport.routes';
import { couponHandlers } from './coupons/coupons.routes';
import { creationHandlers } from './creation/creation.routes';
import { musicHandlers } from './creation/music.routes';
import { experimentHandlers } from './experiments/experiments.routes';
import { helpHandlers } from './help/help.routes';
import { purchaseInviteHandlers } from './invites/purchaseInvites.routes';
import { oauthHandlers } from './oauth/oauth.routes';
import { orderHandlers } from './orders/orders.routes';
import { passwordResetHandlers } from './passwordReset/passwordReset.routes';
import { checkoutHandlers, paymentHandlers } from './payments/payments.routes';
import { photoSourceHandlers } from './photoSources/photoSources.routes';
import { photoHandlers, uploadHandlers } from './photos/photos.routes';
import { preflightChoiceHandlers } from './preflightChoices/preflightChoices.routes';
import { privacyHandlers } from './privacy/privacy.routes';
import { projectHandlers } from './projects/projects.routes';
import { requestHandlers } from './requests/requests.routes';
import { reviewHandlers } from './reviews/reviews.routes';
import { sessionHandlers } from './sessions/sessions.routes';
import { shippingHandlers } from './shipping/shipping.routes';
import { siteHandlers } from './site/site.routes';
import { trackingHandlers } from './tracking/tracking.routes';
import { uploadLinkHandlers } from './uploadLinks/uploadLinks.routes';

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
