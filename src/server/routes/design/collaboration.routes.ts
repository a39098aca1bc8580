import {
  acceptCollaboration,
  acceptContribute,
  collaborateAccept,
  collaborateIndex,
  collaborationLink,
  ignoreCollaboration,
  ignoreContribute,
  inviteContributor,
  invitePhotoFriends,
  leaveProject,
  listInvitationRequests,
  pendingRequestsCount,
  removeContributor,
  replaceCollaborationLink,
  requestCollaboration,
  shareProject,
} from '../../design/collaboration/collaboration.service';
import type { ActionHandlers } from '../../http/actionHandler';
import { signingDeps } from '../../http/requestContext';

/** Collaborators, contributors and invitations (issue 16, items 3 and 4). */
export const collaborationHandlers: ActionHandlers = {
  'collaborate/index': (input, ctx, caller) => collaborateIndex(ctx.deps, caller, input),
  'collaborate/accept': (input, ctx, caller) => collaborateAccept(ctx.deps, caller, input),
  'my/invitation_requests/list': (input, ctx, caller) =>
    listInvitationRequests(ctx.deps, caller, input),
  'my/invitation_requests/accept_collaboration': (input, ctx, caller) =>
    acceptCollaboration(ctx.deps, caller, input),
  'my/invitation_requests/accept_contribute': (input, ctx, caller) =>
    acceptContribute(ctx.deps, caller, input),
  'my/invitation_requests/ignore_collaboration': (input, ctx, caller) =>
    ignoreCollaboration(ctx.deps, caller, input),
  'my/invitation_requests/ignore_contribute': (input, ctx, caller) =>
    ignoreContribute(ctx.deps, caller, input),
  // Listed under projects in the spec; it counts this module's invitations, so it is answered here.
  'my/projects/pending_requests_count': (_input, ctx, caller) =>
    pendingRequestsCount(ctx.deps, caller),
  'my/projects/leave': (input, ctx, caller) => leaveProject(ctx.deps, caller, input),
  'my/project/share': (input, ctx, caller) => shareProject(ctx.deps, caller, input),
  'my/project/collaboration_link': (input, ctx, caller) =>
    collaborationLink(signingDeps(ctx), caller, input),
  'my/project/collaboration_link#replace': (input, ctx, caller) =>
    replaceCollaborationLink(signingDeps(ctx), caller, input),
  'my/project/invite_contributor': (input, ctx, caller) =>
    inviteContributor(ctx.deps, caller, input),
  'my/project/invite_photo_friends': (input, ctx, caller) =>
    invitePhotoFriends(signingDeps(ctx), caller, input),
  'my/project/remove_contributor': (input, ctx, caller) =>
    removeContributor(ctx.deps, caller, input),
  'my/project/request_collaboration': (input, ctx, caller) =>
    requestCollaboration(ctx.deps, caller, input),
};
