import type { ActionHandlers } from '../../http/actionHandler';
import type { RequestContext } from '../../http/requestContext';
import { sendContactMessage } from './contactMessage';
import { authComponent, pageByKey, previewEntry } from './content.service';
import { contentRedirect } from './contentRedirects';

const callerOf = (ctx: RequestContext) => ({ userId: ctx.session.user?.id });

/** The content store's calls: pages by route, previews, the sign-in texts and the contact form. */
export const contentHandlers: ActionHandlers = {
  'pages/main': (_input, ctx) => pageByKey(ctx.deps, callerOf(ctx), { key: 'index' }),
  landing_pages: (input, ctx) =>
    pageByKey(ctx.deps, callerOf(ctx), { key: `l/${input.path}`, preview: input.preview }),
  freeform_landing_pages: (input, ctx) =>
    pageByKey(ctx.deps, callerOf(ctx), { key: `l/f/${input.path}`, preview: input.preview }),
  content_pages: (input, ctx) =>
    pageByKey(ctx.deps, callerOf(ctx), { key: input.slug, release: input.version }),
  content_redirects: (input, ctx) => contentRedirect(ctx.deps, input),
  content_preview: (input, ctx) => previewEntry(ctx.deps, callerOf(ctx), input),
  'components/auth': (_input, ctx) => authComponent(ctx.deps),
  contact_messages: (input, ctx) => sendContactMessage(ctx.deps, callerOf(ctx), input),
};
