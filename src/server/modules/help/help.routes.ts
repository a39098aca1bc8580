import type { ActionHandlers } from '../../http/actionHandler';
import { searchHelp, sendHelpMessage, supportSettings } from './help.service';

/** The help centre: support widget settings, article search and the message form. */
export const helpHandlers: ActionHandlers = {
  kustomer: (_input, ctx) => supportSettings(ctx),
  'kustomer/conversations': (input, ctx) => sendHelpMessage(ctx, input),
  mixie: (input, ctx) => searchHelp(ctx, input),
};
