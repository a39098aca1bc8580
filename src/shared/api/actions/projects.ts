import { z } from 'zod';
import { EDITOR_ACCESS_DENIAL_REASONS, EDITOR_EXPERIENCE } from '../../catalog/editor';
import { projectSorts } from '../../routes/queryEnums';
import { defineActions } from '../defineActions';
import {
  bodyId,
  bodyIdList,
  emailInput,
  emptyInput,
  idListParam,
  idParam,
  listOf,
  looseRecord,
  okOutput,
  pagination,
  queryBoolean,
} from '../schemaHelpers';
import {
  documentVersion,
  MAX_PROJECT_CONTENT_BODY_BYTES,
  productTypeIdInput,
  projectClientId,
  projectOptions,
  yjsBytes,
} from './projectSchemas';

const positiveInt = z.number().int().positive();

export const projectStatus = z.enum(['inProgress', 'ordered', 'archive']);
/** The list's sorts, in the route's own words (spec §3), so /home's sortBy passes straight through. */
export const projectSort = z.enum(projectSorts);
export const viewableBy = z.enum(['Public', 'Unlisted', 'Invite']);
export const editAccessDenial = z.enum(EDITOR_ACCESS_DENIAL_REASONS);

/** Spec §3 editor experiences: 7 HtmlEditor, 8 lite, 10 mobile. */
export const editorExperienceId = z.literal(
  Object.values(EDITOR_EXPERIENCE),
  'Choose editor experience 7, 8 or 10.',
);

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
  // viewer: someone shown a public or unlisted project who has no part in it.
  role: z.enum(['owner', 'collaborator', 'contributor', 'viewer']),
  thumbnailUrl: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const projectDetails = projectSummary.extend({
  viewableBy,
  pageCount: z.number().int().nonnegative().optional(),
  options: projectOptions,
  productId: positiveInt.optional(),
  templateId: positiveInt.optional(),
  themeId: positiveInt.optional(),
  /** The key of the project's shared link; only its owner is told. */
  viewKey: z.string().optional(),
  collaborators: z.array(
    z.object({
      userId: positiveInt,
      name: z.string(),
      role: z.enum(['collaborator', 'contributor']),
    }),
  ),
});

const copyStatus = z.enum(['pending', 'done', 'failed']);
/** Where a copy stands: the new project's id, and pages copied of all of them. */
const copyProgress = z.object({
  projectId: positiveInt,
  status: copyStatus,
  pagesDone: z.number().int().nonnegative(),
  pagesTotal: z.number().int().nonnegative(),
});

/** A row of the project list: what the list shows without opening the design. */
export const projectListItem = projectSummary.extend({
  viewableBy,
  pageCount: z.number().int().nonnegative().optional(),
  productName: z.string().optional(),
  /** Width x height in inches, e.g. '8x8', from the options or the product. */
  sizeKey: z.string().optional(),
  /** People with a part in it (collaborators, contributors) as far as the server knows them. */
  sharedWith: z.array(
    z.object({ name: z.string(), role: z.enum(['collaborator', 'contributor']) }),
  ),
  /** Present while (or after) the project is being made as a copy. */
  copy: copyProgress.optional(),
});

export const byProject = z.object({ projectId: bodyId });
export const byProjectParam = z.object({ projectId: idParam });

/** A view key: the capability an Unlisted project's link carries. */
export const viewKey = z.string().min(1).max(200);

/** Where the server's copy of a design stands: what a client compares its own state with. */
const serverDocumentState = z.object({
  /** Base64 Yjs state vector of everything the server holds. */
  stateVector: z.string(),
  schemaVersion: z.number().int().positive(),
  updatedAt: z.string(),
});

export const createdProject = projectRef.extend({
  name: z.string(),
  productTypeId: positiveInt,
  clientId: z.string().optional(),
  viewKey: z.string(),
  /** False when a project with this clientId already existed and is answered again. */
  created: z.boolean(),
  document: serverDocumentState,
});

export const projectConfiguration = z.object({
  projectId: positiveInt,
  productTypeId: positiveInt,
  productId: positiveInt.optional(),
  product: z
    .object({
      id: positiveInt,
      name: z.string(),
      sku: z.string().optional(),
      priceCents: z.number().int(),
      widthInches: z.number().optional(),
      heightInches: z.number().optional(),
    })
    .optional(),
  templateId: positiveInt.optional(),
  themeId: positiveInt.optional(),
  options: projectOptions,
  pageCount: z.number().int().positive().optional(),
  /** Spec §3 experience id: 7 HtmlEditor (desktop) or 10 mobile. */
  editorExperience: z.number().int().positive(),
  /** The experience the project was last edited in (what track_flex_switch last recorded). */
  lastEditorExperience: z.number().int().positive().optional(),
  editorKind: z.enum(['desktop', 'mobile']),
  /** The theme's device restriction (spec §3: 1 DesktopOnly, 2 MobileOnly); absent when none. */
  themeDeviceRestriction: z.number().int().positive().optional(),
  /** False when the theme is restricted to the other kind of device. */
  themeAvailable: z.boolean(),
});

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
    output: listOf(projectListItem),
  },
  // Creating with a clientId the caller already used answers that project again: a device that
  // made a project offline (or as a guest) may send it more than once.
  'my/projects': {
    method: 'POST',
    input: z
      .object({
        clientId: projectClientId.optional(),
        productTypeId: productTypeIdInput.optional(),
        productId: bodyId.optional(),
        templateId: bodyId.optional(),
        themeId: bodyId.optional(),
        name: z.string().trim().min(1).max(200).optional(),
        options: projectOptions.optional(),
        pageCount: z.number().int().positive().max(1000).optional(),
        photoIds: z.array(bodyId).max(1000).optional(),
        coverPhotoIds: z.array(bodyId).max(100).optional(),
        schemaVersion: documentVersion.optional(),
        /** The document the device made, as one Yjs update (base64). */
        update: yjsBytes.optional(),
      })
      .refine((input) => input.productTypeId ?? input.productId ?? input.templateId, {
        message: 'Choose a product type, a product or a template.',
        path: ['productTypeId'],
      }),
    output: createdProject,
    maxBodyBytes: MAX_PROJECT_CONTENT_BODY_BYTES,
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
  // After being offline a device asks which of its projects the server has and how far along:
  // by server id, or by the clientId of projects it made on the device. Unknown ids are left out.
  'my/projects/check': {
    method: 'GET',
    input: z
      .object({
        projectIds: idListParam.max(200).optional(),
        clientIds: z.array(projectClientId).max(200).optional(),
      })
      .refine((input) => (input.projectIds?.length ?? 0) + (input.clientIds?.length ?? 0) > 0, {
        message: 'Send at least one project id or client id.',
        path: ['projectIds'],
      }),
    output: z.object({
      items: z.array(
        serverDocumentState.extend({
          projectId: positiveInt,
          clientId: z.string().optional(),
          deleted: z.boolean(),
          locked: z.boolean(),
        }),
      ),
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
    input: z.object({ projectId: bodyId, toExperience: editorExperienceId }),
    output: okOutput,
  },
  'my/project/details': {
    method: 'GET',
    input: z.object({ projectId: idParam, viewKey: viewKey.optional() }),
    output: projectDetails,
  },
  'my/project/update': {
    method: 'POST',
    input: z.object({
      projectId: bodyId,
      name: z.string().trim().min(1).max(200).optional(),
      viewableBy: viewableBy.optional(),
      /** A new view key replaces the project's: links with the old one stop working. */
      newViewKey: z.literal(true).optional(),
      options: projectOptions.optional(),
      pageCount: z.number().int().positive().max(1000).optional(),
    }),
    output: projectDetails,
  },
  'my/project/delete': { method: 'POST', input: byProject, output: okOutput },
  // Copying runs in the background: the new project's id comes back at once, its state from copy_status.
  'my/project/copy': {
    method: 'POST',
    input: z.object({ projectId: bodyId, name: z.string().trim().min(1).max(200).optional() }),
    output: copyProgress,
  },
  // By the new project's id, as my/project/copy answered it.
  'my/project/copy_status': {
    method: 'GET',
    input: byProjectParam,
    output: copyProgress,
  },
  // The device is told by the client (touch, iPad in desktop mode) or read from its user agent.
  'my/projects/{project_id}/configuration': {
    method: 'GET',
    input: z.object({
      projectId: idParam,
      isMobile: queryBoolean.optional(),
      isTablet: queryBoolean.optional(),
    }),
    output: projectConfiguration,
  },
  // Pull: the client sends its state vector and gets what it lacks as one update, plus the
  // server's state vector so it can push what the server lacks. No state vector: the whole document.
  'my/projects/{project_id}/content': {
    method: 'GET',
    input: z.object({
      projectId: idParam,
      stateVector: yjsBytes.optional(),
      viewKey: viewKey.optional(),
    }),
    output: serverDocumentState.extend({
      projectId: positiveInt,
      /** Base64 Yjs update with everything the server has that the client's state vector lacks. */
      update: z.string(),
    }),
  },
  // Push: one Yjs update (base64). Applying an update twice changes nothing, so a retry is safe
  // even without an idempotency key; the key still spares the server a second write.
  'my/projects/{project_id}/content#push': {
    method: 'POST',
    input: z.object({
      projectId: idParam,
      update: yjsBytes,
      schemaVersion: documentVersion.optional(),
    }),
    output: serverDocumentState.extend({ projectId: positiveInt }),
    maxBodyBytes: MAX_PROJECT_CONTENT_BODY_BYTES,
  },
  'my/projects/{project_id}/edit_access': {
    method: 'GET',
    input: byProjectParam,
    output: z.object({
      allowed: z.boolean(),
      reason: editAccessDenial.optional(),
      /** A member's part: a contributor may open the editor but only adds photos and pages. */
      role: projectSummary.shape.role.optional(),
    }),
  },
  'my/projects/{project_id}/add_photos': {
    method: 'POST',
    input: z.object({ projectId: idParam, photoIds: bodyIdList }),
    output: z.object({ ok: z.literal(true), added: z.number().int().nonnegative() }),
  },
  // The photos of a project's people that are placed in it or in its tray, for the project's
  // owner and members (each sees the others' photos in the design; the library call shows only
  // one's own). Ids that are not such photos are left out.
  'my/projects/{project_id}/photos': {
    method: 'GET',
    input: z.object({ projectId: idParam, ids: idListParam.min(1).max(500) }),
    output: z.object({
      photos: z.array(
        z.object({
          id: positiveInt,
          width: z.number().int().nonnegative(),
          height: z.number().int().nonnegative(),
          urls: z.record(z.string(), z.string()),
        }),
      ),
    }),
  },
  'my/projects/{project_id}/email_upload_link': {
    method: 'POST',
    input: z.object({ projectId: idParam, email: emailInput }),
    output: okOutput,
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
