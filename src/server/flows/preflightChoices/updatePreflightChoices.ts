import type { HandlerInput } from '../../http/actionHandler';
import type { RequestContext } from '../../http/requestContext';
import { markProjectLinesUnchecked } from '../../modules/cart/cart.repo';
import { updateChoices } from '../../modules/preflightChoices/preflightChoices.service';

/**
 * New preflight choices for a project, as steps: save them (preflight choices) → mark the cart
 * lines of the project unchecked (cart), so checkout runs preflight again with them. A flow, since
 * the cart already reads preflight choices: the preflight area calling the cart would close a loop.
 */
export async function updatePreflightChoices(
  ctx: RequestContext,
  input: HandlerInput<'my/projects/{project_id}/preflight_choices#update'>,
) {
  const choices = await updateChoices(ctx, input);
  await markProjectLinesUnchecked(ctx.deps.db, input.projectId);
  return choices;
}
