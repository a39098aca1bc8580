import type { z } from 'zod';
import type { ActionName, actionTable } from '../../shared/api/actionTable';
import type { Caller } from './caller';
import type { RequestContext } from './requestContext';

type Def<N extends ActionName> = (typeof actionTable)[N];

/** An action's input as its handler gets it: validated, camelCase, ids parsed to numbers. */
export type HandlerInput<N extends ActionName> = z.output<Def<N>['input']>;

/**
 * One action's handler: gets the validated camelCase input, returns the camelCase answer. It hands
 * a service `(ctx.deps, caller, input)`; only session and transport work reads the rest of `ctx`.
 */
export type ActionHandler<N extends ActionName> = (
  input: HandlerInput<N>,
  ctx: RequestContext,
  caller: Caller,
) => Promise<z.input<Def<N>['output']>>;

/** Handlers an area module registers, by action name. */
export type ActionHandlers = { [N in ActionName]?: ActionHandler<N> };
