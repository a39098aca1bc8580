import type { ActionHandlers } from '../../http/actionHandler';
import {
  autofillPreview,
  fillProjectFrontCovers,
  fillProjectTemplate,
  pagePreview,
} from './creation.service';

export const creationHandlers: ActionHandlers = {
  'creation/autofill_preview': (input, ctx) => autofillPreview(ctx, input),
  'creation/page_preview': (input, ctx) => pagePreview(ctx, input),
  'creation/fill_project_front_covers': (input, ctx) => fillProjectFrontCovers(ctx, input),
  'creation/fill_project_template': (input, ctx) => fillProjectTemplate(ctx, input),
};
