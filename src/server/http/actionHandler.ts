import type { z } from 'zod';
import type { ActionName, actionTable } from '../../shared/api/actionTable';
import type { RequestContext } from './requestContext';

type Def<N extends ActionName> = (typeof actionTable)[N];

/** One action's handler: gets the validated camelCase input, returns the camelCase answer. */
export type ActionHandler<N extends ActionName> = (
  input: z.output<Def<N>['input']>,
  ctx: RequestContext,
) => Promise<z.input<Def<N>['output']>>;

/** Handlers an area module registers, by action name. */
export type ActionHandlers = { [N in ActionName]?: ActionHandler<N> };
