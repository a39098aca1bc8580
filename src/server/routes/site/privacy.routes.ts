import type { ActionHandlers } from '../../http/actionHandler';
import { readConsent, updateConsent } from '../../site/privacy/privacy.service';
import { PRIVACY_TOOLS } from '../../site/privacy/privacyTools';

/** The consent banner's and settings dialog's calls. */
export const privacyHandlers: ActionHandlers = {
  tools: async () => ({ items: [...PRIVACY_TOOLS] }),
  'my/privacy_consent': (_input, ctx, caller) => readConsent(ctx.deps, caller),
  'my/privacy_consent/update_consent': (input, ctx, caller) =>
    updateConsent(ctx.deps, caller, input),
};
