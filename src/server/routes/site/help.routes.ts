import type { ActionHandlers } from '../../http/actionHandler';
import { searchHelp, sendHelpMessage, supportSettings } from '../../site/help/help.service';

/** The help centre: support widget settings, article search and the message form. */
export const helpHandlers: ActionHandlers = {
  kustomer: (_input, ctx) => supportSettings(ctx.deps),
  'kustomer/conversations': (input, ctx, caller) => sendHelpMessage(ctx.deps, caller, input),
  mixie: (input, ctx) => searchHelp(ctx.deps, input),
};
