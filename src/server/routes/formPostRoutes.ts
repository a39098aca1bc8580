import type { FastifyInstance } from 'fastify';
import { toWire } from '../../shared/api/wireCase';
import {
  CSRF_FIELD,
  FORM_POST_PATH,
  type FormFields,
  type FormName,
  formPosts,
  isFormName,
  keptValues,
  PAGE_FIELD,
} from '../../shared/forms/formPosts';
import { sameOriginPath } from '../../shared/routes/safeReturnPath';
import { badRequest } from '../http/appError';
import { errorResponse } from '../http/errorBody';
import { checkCsrfToken } from '../http/rawRouteGuard';
import { type ActionRegistry, runAction } from '../http/registerActions';
import type { ServerDeps } from '../http/requestContext';
import { requestContext } from '../http/sessionContext';
import { leaveFormDone } from '../render/formDone';
import { sendPage } from './pageRoutes';

/** Only string fields: a form's body parsed from urlencoded text has nothing else. */
function fieldsOf(body: unknown): FormFields {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** What the page shows of the action's answer; runAction has checked it against the schema. */
function shownOf(form: FormName, output: unknown): Record<string, string> {
  const post: { shown?: (output: never) => Record<string, string> } = formPosts[form];
  return post.shown ? post.shown(output as never) : {};
}

/**
 * POST /forms/<name>: a server-rendered form sent before (or without) the page's script. The
 * fields become the form's API action input through the mapping the enhanced form uses, and the
 * action runs as the API would run it (its zod input, its handler, its rules). Success answers
 * 303 to where the script would go; a refusal draws the form's page again with the errors and
 * the fields as typed, passwords left out.
 */
export function registerFormPosts(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
  registry: ActionRegistry,
): void {
  app.post<{ Params: { form: string } }>(FORM_POST_PATH, async (request, reply) => {
    const name = request.params.form;
    if (!isFormName(name)) return reply.callNotFound();
    const form: FormName = name;
    const post = formPosts[form];
    const fields = fieldsOf(request.body);
    const ctx = await requestContext(deps, secret, request, reply);
    const page = sameOriginPath(fields[PAGE_FIELD]) ?? '/';
    const values = keptValues(fields);
    let output: unknown;
    try {
      checkCsrfToken(ctx, fields[CSRF_FIELD]);
      const refused = 'check' in post && post.check ? post.check(fields) : undefined;
      if (refused)
        throw badRequest('invalid_input', 'Some fields are missing or invalid.', refused);
      output = await runAction(registry, post.action, post.payload(fields), ctx);
    } catch (error) {
      const { status, body, headers } = errorResponse(error);
      if (status >= 500) request.log.error({ err: error, form }, 'form post failed');
      if (headers) reply.headers(headers);
      return sendPage(deps, registry, ctx, page, {
        status,
        postedForm: { form, page, outcome: 'refused', values, status, body: toWire(body) },
      });
    }
    const next = 'next' in post && post.next ? post.next(page) : undefined;
    if (next) return reply.redirect(next, 303);
    leaveFormDone(
      reply,
      { form, page, outcome: 'done', values: { ...values, ...shownOf(form, output) } },
      { secure: deps.secureCookies ?? false },
    );
    return reply.redirect(page, 303);
  });
}
