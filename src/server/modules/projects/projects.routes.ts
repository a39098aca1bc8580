import { parseUserAgent } from '../../../shared/catalog/browser';
import type { ActionHandlers } from '../../http/actionHandler';
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
};
