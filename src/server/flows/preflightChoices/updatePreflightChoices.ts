import { markProjectLinesUnchecked } from '../../commerce/cart/cart.service';
import { updateChoices } from '../../design/preflightChoices/preflightChoices.service';
import type { HandlerInput } from '../../http/actionHandler';
import type { Caller } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';

/**
 * New preflight choices for a project, as steps: save them (preflight choices) → mark the cart
 * lines of the project unchecked (cart), so checkout runs preflight again with them. A flow, since
 * the cart already reads preflight choices: the preflight area calling the cart would close a loop.
 */
export async function updatePreflightChoices(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  caller: Pick<Caller, 'userId'>,
  input: HandlerInput<'my/projects/{project_id}/preflight_choices#update'>,
) {
  const choices = await updateChoices(deps, caller, input);
  await markProjectLinesUnchecked(deps.db, input.projectId);
  return choices;
}
