import { z } from 'zod';
import { defineActions } from '../defineActions';
import {
  bodyId,
  bodyIdList,
  emailInput,
  emptyInput,
  idParam,
  listOf,
  looseRecord,
  okOutput,
  pagination,
} from '../schemaHelpers';

const positiveInt = z.number().int().positive();

export const projectStatus = z.enum(['inProgress', 'ordered', 'archive']);
export const projectSort = z.enum([
  'name-asc',
  'name-desc',
  'updated-desc',
  'updated-asc',
  'created-desc',
  'created-asc',
]);
export const viewableBy = z.enum(['Public', 'Unlisted', 'Invite']);
export const editAccessDenial = z.enum(['deleted', 'locked', 'private', 'published', 'forbidden']);

/** A project as the editor link reads it (spec §3). */
export const projectRef = z.object({
  id: positiveInt,
  intendedProductId: positiveInt.optional(),
  type: z.object({ baseTypeId: positiveInt, typeUri: z.string() }),
  categorySeoName: z.string().optional(),
  uri: z.string(),
});

export const projectSummary = projectRef.extend({
  name: z.string(),
  productTypeId: positiveInt,
  status: projectStatus,
  role: z.enum(['owner', 'collaborator', 'contributor']),
  thumbnailUrl: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const projectDetails = projectSummary.extend({
  viewableBy,
  pageCount: z.number().int().nonnegative().optional(),
  collaborators: z.array(
    z.object({
      userId: positiveInt,
      name: z.string(),
      role: z.enum(['collaborator', 'contributor']),
    }),
  ),
});

const byProject = z.object({ projectId: bodyId });
const byProjectParam = z.object({ projectId: idParam });
const copyStatus = z.enum(['pending', 'done', 'failed']);

export const projectActions = defineActions('projects', {
  // A read, so GET, though the spec lists it under POST: filters fit a query string.
  'my/projects/list': {
    method: 'GET',
    input: z.object({
      status: projectStatus.optional(),
      sortBy: projectSort.optional(),
      baseProductTypeId: idParam.optional(),
      ...pagination,
    }),
    output: listOf(projectSummary),
  },
  'my/projects': {
    method: 'POST',
    input: z.object({
      productId: bodyId.optional(),
      productTypeId: bodyId.optional(),
      templateId: bodyId.optional(),
      themeId: bodyId.optional(),
      name: z.string().trim().min(1).max(200).optional(),
      photoIds: z.array(bodyId).max(1000).optional(),
      coverPhotoIds: z.array(bodyId).max(100).optional(),
      startingMonthYear: z
        .string()
        .regex(/^\d{4}-\d{2}$/)
        .optional(),
      pageCount: z.number().int().positive().max(1000).optional(),
      quantity: z.number().int().positive().max(10_000).optional(),
    }),
    output: projectRef,
  },
  'my/animated_projects': {
    method: 'POST',
    input: z.object({
      photoIds: bodyIdList,
      templateId: bodyId.optional(),
      musicTrackId: bodyId.optional(),
      name: z.string().trim().min(1).max(200).optional(),
    }),
    output: projectRef,
  },
  'my/projects/archive': {
    method: 'POST',
    input: z.object({ projectIds: bodyIdList }),
    output: okOutput,
  },
  'my/projects/restore': {
    method: 'POST',
    input: z.object({ projectIds: bodyIdList }),
    output: okOutput,
  },
  'my/projects/check': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({
      projectId: positiveInt,
      canOrder: z.boolean(),
      warnings: z.array(z.object({ code: z.string(), message: z.string() })),
    }),
  },
  'my/projects/pending_requests_count': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ count: z.number().int().nonnegative() }),
  },
  // Records a switch between editor experiences (7 HtmlEditor, 8 lite, 10 mobile).
  'my/projects/track_flex_switch': {
    method: 'POST',
    input: z.object({ projectId: bodyId, toExperience: z.number().int().positive() }),
    output: okOutput,
  },
  'my/project/details': {
    method: 'GET',
    input: z.object({ projectId: idParam, viewKey: z.string().optional() }),
    output: projectDetails,
  },
  'my/project/update': {
    method: 'POST',
    input: z.object({
      projectId: bodyId,
      name: z.string().trim().min(1).max(200).optional(),
      viewableBy: viewableBy.optional(),
    }),
    output: projectDetails,
  },
  'my/project/delete': { method: 'POST', input: byProject, output: okOutput },
  // Copying runs in the background: the new project's id comes back at once, its state from copy_status.
  'my/project/copy': {
    method: 'POST',
    input: byProject,
    output: z.object({ projectId: positiveInt, status: copyStatus }),
  },
  'my/project/copy_status': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({ projectId: positiveInt, status: copyStatus }),
  },
  'my/projects/{project_id}/configuration': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({
      projectId: positiveInt,
      productId: positiveInt,
      productTypeId: positiveInt,
      editorExperience: z.number().int().positive(),
      settings: looseRecord,
    }),
  },
  'my/projects/{project_id}/content': {
    method: 'GET',
    input: z.object({ projectId: idParam, viewKey: z.string().optional() }),
    output: z.object({
      projectId: positiveInt,
      schemaVersion: z.number().int().positive(),
      document: looseRecord,
      updatedAt: z.string(),
    }),
  },
  'my/projects/{project_id}/edit_access': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({ allowed: z.boolean(), reason: editAccessDenial.optional() }),
  },
  'my/projects/{project_id}/add_photos': {
    method: 'POST',
    input: z.object({ projectId: idParam, photoIds: bodyIdList }),
    output: okOutput,
  },
  'my/projects/{project_id}/email_upload_link': {
    method: 'POST',
    input: z.object({ projectId: idParam, email: emailInput }),
    output: okOutput,
  },
});

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
  'my/project/request_collaboration': {
    method: 'POST',
    input: z.object({ projectId: bodyId, message: z.string().max(2000).optional() }),
    output: okOutput,
  },
  // Without projectId: the friends link of the caller's own photo library.
  'my/project/photo_friends_upload_url': {
    method: 'GET',
    input: z.object({ projectId: idParam.optional() }),
    output: z.object({ url: z.string() }),
  },
});

const pagePreview = z.object({
  pages: z.array(z.object({ index: z.number().int().nonnegative(), svg: z.string() })),
});

export const creationActions = defineActions('creation', {
  // Previews take a whole design in the body, too big for a query string, hence POST.
  'creation/autofill_preview': {
    method: 'POST',
    input: z.object({
      templateId: bodyId,
      photoIds: z.array(bodyId).max(1000),
      projectId: bodyId.optional(),
    }),
    output: pagePreview,
  },
  'creation/page_preview': {
    method: 'POST',
    input: z.object({
      projectId: bodyId.optional(),
      page: looseRecord,
      widthPx: z.number().int().positive().max(4000).optional(),
    }),
    output: pagePreview,
  },
  'creation/fill_project_front_covers': {
    method: 'POST',
    input: z.object({ projectId: bodyId, photoIds: bodyIdList }),
    output: okOutput,
  },
  'creation/fill_project_template': {
    method: 'POST',
    input: z.object({
      projectId: bodyId,
      templateId: bodyId,
      photoIds: z.array(bodyId).max(1000).optional(),
    }),
    output: okOutput,
  },
  music_tracks: {
    method: 'GET',
    input: z.object({ ...pagination }),
    output: listOf(
      z.object({
        id: positiveInt,
        name: z.string(),
        artist: z.string().optional(),
        url: z.string(),
        durationSeconds: z.number().positive(),
      }),
    ),
  },
});
