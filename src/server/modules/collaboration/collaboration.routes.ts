import type { ActionHandlers } from '../../http/actionHandler';
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
  requestCollaboration,
  shareProject,
} from './collaboration.service';

/** Collaborators, contributors and invitations (issue 16, items 3 and 4). */
export const collaborationHandlers: ActionHandlers = {
  'collaborate/index': (input, ctx) => collaborateIndex(ctx, input),
  'collaborate/accept': (input, ctx) => collaborateAccept(ctx, input),
  'my/invitation_requests/list': (input, ctx) => listInvitationRequests(ctx, input),
  'my/invitation_requests/accept_collaboration': (input, ctx) => acceptCollaboration(ctx, input),
  'my/invitation_requests/accept_contribute': (input, ctx) => acceptContribute(ctx, input),
  'my/invitation_requests/ignore_collaboration': (input, ctx) => ignoreCollaboration(ctx, input),
  'my/invitation_requests/ignore_contribute': (input, ctx) => ignoreContribute(ctx, input),
  // Listed under projects in the spec; it counts this module's invitations, so it is answered here.
  'my/projects/pending_requests_count': (_input, ctx) => pendingRequestsCount(ctx),
  'my/projects/leave': (input, ctx) => leaveProject(ctx, input),
  'my/project/share': (input, ctx) => shareProject(ctx, input),
  'my/project/collaboration_link': (input, ctx) => collaborationLink(ctx, input),
  'my/project/invite_contributor': (input, ctx) => inviteContributor(ctx, input),
  'my/project/invite_photo_friends': (input, ctx) => invitePhotoFriends(ctx, input),
  'my/project/remove_contributor': (input, ctx) => removeContributor(ctx, input),
  'my/project/request_collaboration': (input, ctx) => requestCollaboration(ctx, input),
};
