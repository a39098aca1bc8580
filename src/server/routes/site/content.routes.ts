import type { ActionHandlers } from '../../http/actionHandler';
import { sendContactMessage } from '../../site/content/contactMessage';
import { authComponent, pageByKey, previewEntry } from '../../site/content/content.service';
import { contentRedirect } from '../../site/content/contentRedirects';

/** The content store's calls: pages by route, previews, the sign-in texts and the contact form. */
export const contentHandlers: ActionHandlers = {
  'pages/main': (_input, ctx, caller) => pageByKey(ctx.deps, caller, { key: 'index' }),
  landing_pages: (input, ctx, caller) =>
    pageByKey(ctx.deps, caller, { key: `l/${input.path}`, preview: input.preview }),
  freeform_landing_pages: (input, ctx, caller) =>
    pageByKey(ctx.deps, caller, { key: `l/f/${input.path}`, preview: input.preview }),
  content_pages: (input, ctx, caller) =>
    pageByKey(ctx.deps, caller, { key: input.slug, release: input.version }),
  content_redirects: (input, ctx) => contentRedirect(ctx.deps, input),
  content_preview: (input, ctx, caller) => previewEntry(ctx.deps, caller, input),
  'components/auth': (_input, ctx) => authComponent(ctx.deps),
  contact_messages: (input, ctx, caller) => sendContactMessage(ctx.deps, caller, input),
};
