import { updatePreflightChoices } from '../../flows/preflightChoices/updatePreflightChoices';
import type { ActionHandlers } from '../../http/actionHandler';
import { showChoices } from './preflightChoices.service';

export const preflightChoiceHandlers: ActionHandlers = {
  'my/projects/{project_id}/preflight_choices': (input, ctx) => showChoices(ctx, input.projectId),
  'my/projects/{project_id}/preflight_choices#update': (input, ctx) =>
    updatePreflightChoices(ctx, input),
};
