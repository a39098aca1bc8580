import {
  autofillPreview,
  fillProjectFrontCovers,
  fillProjectTemplate,
  pagePreview,
} from '../../design/autofill/creation.service';
import type { ActionHandlers } from '../../http/actionHandler';

export const creationHandlers: ActionHandlers = {
  'creation/autofill_preview': (input, ctx, caller) => autofillPreview(ctx.deps, caller, input),
  'creation/page_preview': (input, ctx, caller) => pagePreview(ctx.deps, caller, input),
  'creation/fill_project_front_covers': (input, ctx, caller) =>
    fillProjectFrontCovers(ctx.deps, caller, input),
  'creation/fill_project_template': (input, ctx, caller) =>
    fillProjectTemplate(ctx.deps, caller, input),
};
