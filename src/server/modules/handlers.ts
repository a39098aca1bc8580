import type { ActionHandlers } from '../http/actionHandler';
import { myAccountHandlers } from './account/account.routes';
import { accountDeletionHandlers } from './accountDeletion/accountDeletion.routes';
import { accountHandlers } from './accounts/accounts.routes';
import { addressHandlers } from './addresses/addresses.routes';
import { catalogHandlers } from './catalog/catalog.routes';
import { catalogPageHandlers } from './catalog/catalogPages.routes';
import { collaborationHandlers } from './collaboration/collaboration.routes';
import { creationHandlers } from './creation/creation.routes';
import { musicHandlers } from './creation/music.routes';
import { oauthHandlers } from './oauth/oauth.routes';
import { passwordResetHandlers } from './passwordReset/passwordReset.routes';
import { photoSourceHandlers } from './photoSources/photoSources.routes';
import { photoHandlers, uploadHandlers } from './photos/photos.routes';
import { privacyHandlers } from './privacy/privacy.routes';
import { projectHandlers } from './projects/projects.routes';
import { sessionHandlers } from './sessions/sessions.routes';
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
};
