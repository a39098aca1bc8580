import { showChoices } from '../../design/preflightChoices/preflightChoices.service';
import { updatePreflightChoices } from '../../flows/preflightChoices/updatePreflightChoices';
import type { ActionHandlers } from '../../http/actionHandler';

export const preflightChoiceHandlers: ActionHandlers = {
  'my/projects/{project_id}/preflight_choices': (input, ctx, caller) =>
    showChoices(ctx.deps, caller, input.projectId),
  'my/projects/{project_id}/preflight_choices#update': (input, ctx, caller) =>
    updatePreflightChoices(ctx.deps, caller, input),
};
