import {
  createGuestAlbum,
  emailProjectUploadLink,
  friendsUploadUrl,
  openMobileUpload,
  phoneUploadLink,
  projectCreatorName,
  sendLinkToEmail,
} from '../../design/uploadLinks/uploadLinks.service';
import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';

/** Phone upload links and photo friends links (issue 5, parts 5 and 6). */
export const uploadLinkHandlers: ActionHandlers = {
  'pages/mobile_upload': (input, ctx) => openMobileUpload(signingDeps(ctx), input),
  'my/friends/photo_upload_qr_code_link': (input, ctx, caller) =>
    phoneUploadLink(signingDeps(ctx), caller, input),
  'my/friends/project_creator_name': (input, ctx) => projectCreatorName(signingDeps(ctx), input),
  'my/friends/create_guest_album': (input, ctx) => createGuestAlbum(signingDeps(ctx), input),
  'my/friends/send_link_to_email': (input, ctx, caller) =>
    sendLinkToEmail(signingDeps(ctx), caller, input),
  'my/projects/{project_id}/email_upload_link': (input, ctx, caller) =>
    emailProjectUploadLink(signingDeps(ctx), caller, input),
  'my/project/photo_friends_upload_url': (input, ctx, caller) =>
    friendsUploadUrl(signingDeps(ctx), caller, input),
};
