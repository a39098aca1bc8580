import { parseUserAgent } from '../../../shared/catalog/browser';
import { createMemoryReel } from '../../design/projects/memoryReels';
import { copyProject, copyStatus } from '../../design/projects/projectCopy';
import {
  archiveProjects,
  deleteProject,
  listProjects,
  pendingRequestsCount,
  restoreProjects,
} from '../../design/projects/projectList.service';
import { checkProjects, pullContent, pushContent } from '../../design/projects/projectSync.service';
import {
  addPhotosToProject,
  createProject,
  editAccess,
  projectConfiguration,
  projectDetails,
  trackFlexSwitch,
  updateProjectSettings,
} from '../../design/projects/projects.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const projectHandlers: ActionHandlers = {
  'my/projects': (input, ctx, caller) => createProject(ctx.deps, caller, input),
  'my/project/details': (input, ctx, caller) => projectDetails(ctx.deps, caller, input),
  'my/project/update': (input, ctx, caller) => updateProjectSettings(ctx.deps, caller, input),
  'my/projects/{project_id}/configuration': (input, ctx, caller) =>
    projectConfiguration(
      ctx.deps,
      caller,
      input,
      parseUserAgent(ctx.request.headers['user-agent'] ?? ''),
    ),
  'my/projects/{project_id}/content': (input, ctx, caller) => pullContent(ctx.deps, caller, input),
  'my/projects/{project_id}/content#push': (input, ctx, caller) =>
    pushContent(ctx.deps, caller, input),
  'my/projects/{project_id}/edit_access': (input, ctx, caller) =>
    editAccess(ctx.deps, caller, input),
  'my/projects/{project_id}/add_photos': (input, ctx, caller) =>
    addPhotosToProject(ctx.deps, caller, input),
  'my/projects/check': (input, ctx, caller) => checkProjects(ctx.deps, caller, input),
  'my/projects/track_flex_switch': (input, ctx, caller) => trackFlexSwitch(ctx.deps, caller, input),
  'my/projects/list': (input, ctx, caller) => listProjects(ctx.deps, caller, input),
  'my/projects/archive': (input, ctx, caller) => archiveProjects(ctx.deps, caller, input),
  'my/projects/restore': (input, ctx, caller) => restoreProjects(ctx.deps, caller, input),
  'my/projects/pending_requests_count': (_input, _ctx, caller) => pendingRequestsCount(caller),
  'my/project/delete': (input, ctx, caller) => deleteProject(ctx.deps, caller, input),
  'my/project/copy': (input, ctx, caller) => copyProject(ctx.deps, caller, input),
  'my/project/copy_status': (input, ctx, caller) => copyStatus(ctx.deps, caller, input),
  'my/animated_projects': (input, ctx, caller) => createMemoryReel(ctx.deps, caller, input),
};
