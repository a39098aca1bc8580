import { parseUserAgent } from '../../../shared/catalog/browser';
import type { ActionHandlers } from '../../http/actionHandler';
import { createMemoryReel } from './memoryReels';
import { copyProject, copyStatus } from './projectCopy';
import {
  archiveProjects,
  deleteProject,
  listProjects,
  pendingRequestsCount,
  restoreProjects,
} from './projectList.service';
import { checkProjects, pullContent, pushContent } from './projectSync.service';
import {
  addPhotosToProject,
  createProject,
  editAccess,
  projectConfiguration,
  projectDetails,
  trackFlexSwitch,
  updateProjectSettings,
} from './projects.service';

export const projectHandlers: ActionHandlers = {
  'my/projects': (input, ctx) => createProject(ctx, input),
  'my/project/details': (input, ctx) => projectDetails(ctx, input),
  'my/project/update': (input, ctx) => updateProjectSettings(ctx, input),
  'my/projects/{project_id}/configuration': (input, ctx) =>
    projectConfiguration(ctx, input, parseUserAgent(ctx.request.headers['user-agent'] ?? '')),
  'my/projects/{project_id}/content': (input, ctx) => pullContent(ctx, input),
  'my/projects/{project_id}/content#push': (input, ctx) => pushContent(ctx, input),
  'my/projects/{project_id}/edit_access': (input, ctx) => editAccess(ctx, input),
  'my/projects/{project_id}/add_photos': (input, ctx) => addPhotosToProject(ctx, input),
  'my/projects/check': (input, ctx) => checkProjects(ctx, input),
  'my/projects/track_flex_switch': (input, ctx) => trackFlexSwitch(ctx, input),
  'my/projects/list': (input, ctx) => listProjects(ctx, input),
  'my/projects/archive': (input, ctx) => archiveProjects(ctx, input),
  'my/projects/restore': (input, ctx) => restoreProjects(ctx, input),
  'my/projects/pending_requests_count': (_input, ctx) => pendingRequestsCount(ctx),
  'my/project/delete': (input, ctx) => deleteProject(ctx, input),
  'my/project/copy': (input, ctx) => copyProject(ctx, input),
  'my/project/copy_status': (input, ctx) => copyStatus(ctx, input),
  'my/animated_projects': (input, ctx) => createMemoryReel(ctx, input),
};
