import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PostedForm, postedFormSchema } from '../../shared/forms/formPosts';

/**
 * A form posted without script that went through is answered with a redirect (so a reload does
 * not send it again); the page it lands on learns of it from this one-read cookie, which holds
 * the form's name and its non-secret fields (the address a link was mailed to), never a password.
 */
export const FORM_DONE_COOKIE = 'ps_form_done';

const COOKIE = { path: '/', httpOnly: true, sameSite: 'lax' as const };

export function leaveFormDone(
  reply: FastifyReply,
  done: PostedForm,
  options: { secure: boolean },
): void {
  const text = Buffer.from(JSON.stringify(done)).toString('base64url');
  reply.setCookie(FORM_DONE_COOKIE, text, { ...COOKIE, secure: options.secure, maxAge: 60 });
}

/** The form the last post finished, once: read and cleared; anything unreadable is ignored. */
export function takeFormDone(request: FastifyRequest, reply: FastifyReply): PostedForm | undefined {
  const text = request.cookies[FORM_DONE_COOKIE];
  if (text === undefined) return undefined;
  reply.clearCookie(FORM_DONE_COOKIE, COOKIE);
  try {
    const parsed = postedFormSchema.safeParse(
      JSON.parse(Buffer.from(text, 'base64url').toString()),
    );
    return parsed.success && parsed.data.outcome === 'done'
      ? (parsed.data as PostedForm)
      : undefined;
  } catch {
    return undefined;
  }
}
