import { z } from 'zod';
import { defineActions } from '../defineActions';
import { bodyId, emailInput, idParam, okOutput } from '../schemaHelpers';
import { byProject, byProjectParam, viewKey } from './projects';

/* Inviting people into a project and answering their requests to join (spec §4). */

const positiveInt = z.number().int().positive();

export const invitationRequestType = z.enum(['contribute_request', 'collaboration_request']);

const invitationRequest = z.object({
  id: positiveInt,
  type: invitationRequestType,
  projectId: positiveInt,
  projectName: z.string(),
  requesterName: z.string(),
  createdAt: z.string(),
});

const byRequest = z.object({ id: bodyId });
const emails = z.array(emailInput).min(1).max(50);

export const collaborationActions = defineActions('collaboration', {
  'collaborate/index': {
    method: 'GET',
    input: z.object({ key: z.string().optional(), siteInviteId: idParam.optional() }),
    output: z.object({
      invite: z
        .object({ projectId: positiveInt, projectName: z.string(), inviterName: z.string() })
        .optional(),
    }),
  },
  'collaborate/accept': {
    method: 'POST',
    input: z.object({ key: z.string().min(1).optional(), siteInviteId: bodyId.optional() }),
    output: z.object({ projectId: positiveInt }),
  },
  'my/invitation_requests/list': {
    method: 'GET',
    input: z.object({ collaborationKey: z.string().optional() }),
    output: z.object({ items: z.array(invitationRequest) }),
  },
  'my/invitation_requests/accept_collaboration': {
    method: 'POST',
    input: byRequest,
    output: okOutput,
  },
  'my/invitation_requests/accept_contribute': {
    method: 'POST',
    input: byRequest,
    output: okOutput,
  },
  'my/invitation_requests/ignore_collaboration': {
    method: 'POST',
    input: byRequest,
    output: okOutput,
  },
  'my/invitation_requests/ignore_contribute': {
    method: 'POST',
    input: byRequest,
    output: okOutput,
  },
  'my/projects/leave': { method: 'POST', input: byProject, output: okOutput },
  'my/project/share': {
    method: 'POST',
    input: z.object({ projectId: bodyId, emails, message: z.string().max(2000).optional() }),
    output: okOutput,
  },
  'my/project/invite_contributor': {
    method: 'POST',
    input: z.object({ projectId: bodyId, emails, message: z.string().max(2000).optional() }),
    output: okOutput,
  },
  'my/project/invite_photo_friends': {
    method: 'POST',
    input: z.object({ projectId: bodyId, emails, message: z.string().max(2000).optional() }),
    output: okOutput,
  },
  'my/project/remove_contributor': {
    method: 'POST',
    input: z.object({ projectId: bodyId, userId: bodyId }),
    output: okOutput,
  },
  // Someone shown the project asks to work on it; an Unlisted project's key shows they saw it.
  'my/project/request_collaboration': {
    method: 'POST',
    input: z.object({
      projectId: bodyId,
      message: z.string().max(2000).optional(),
      viewKey: viewKey.optional(),
    }),
    output: okOutput,
  },
  // Not in the spec: the owner's "invite by link", a standing link that lets collaborators in.
  'my/project/collaboration_link': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({ url: z.string() }),
  },
  // The owner replaces the standing link (it was shared too widely, or with someone removed).
  'my/project/collaboration_link#replace': {
    method: 'POST',
    input: byProject,
    output: z.object({ url: z.string() }),
  },
  // Without projectId: the friends link of the caller's own photo library.
  'my/project/photo_friends_upload_url': {
    method: 'GET',
    input: z.object({ projectId: idParam.optional() }),
    output: z.object({ url: z.string() }),
  },
});
