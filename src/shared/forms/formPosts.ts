import { z } from 'zod';
import type { ActionInput, ActionName, ActionOutput } from '../api/actionTable';
import { build } from '../routes/build';
import { parse } from '../routes/parse';
import { safeReturnPath } from '../routes/safeReturnPath';
import { detailsChanges } from './accountDetailsChanges';

/*
 * The forms the server renders that also work before (or without) the page's script (issue 36):
 * each posts to /forms/<name>, where the server turns the fields into its API action's input with
 * the same function the enhanced form calls, runs the action, and redirects or re-renders.
 */

/** Where a form without script posts to. */
export const FORM_POST_PATH = '/forms/:form';

/** The hidden field that carries the page's CSRF token (the header a script would send). */
export const CSRF_FIELD = 'csrf_token';

/** The hidden field naming the page the form is on: where a refused post is drawn again. */
export const PAGE_FIELD = 'form_page';

/** A form's fields as a browser posts them (urlencoded, one value each). */
export type FormFields = Readonly<Record<string, string | undefined>>;

const text = (fields: FormFields, name: string) => (fields[name] ?? '').trim();
const checked = (fields: FormFields, name: string) => fields[name] === 'on';
/** A field that may be left empty: absent then, as the action's optional input wants it. */
const present = (fields: FormFields, name: string) => text(fields, name) || undefined;

interface FormPost<N extends ActionName> {
  action: N;
  /** The action's input, as the fields say it: the one mapping both ways of sending share. */
  payload: (fields: FormFields) => ActionInput<N>;
  /**
   * Where a browser goes once the action succeeded, from the page the form was on; undefined
   * draws the page again, showing what the script shows after success.
   */
  next?: (page: string) => string;
  /** Field errors the page's script finds before it calls the action, found again here. */
  check?: (fields: FormFields) => Record<string, string[]> | undefined;
  /** What of the action's answer the page shows after success (a reference), as fields. */
  shown?: (output: ActionOutput<N>) => Record<string, string>;
}

function formPost<N extends ActionName>(post: FormPost<N>): FormPost<N> {
  return post;
}

/** The return_to of the page a form was on, kept to this site (signIn, issue 20). */
function returnToOf(page: string): string {
  const match = parse(page);
  const returnTo = 'returnTo' in match.query ? match.query.returnTo : undefined;
  return safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined);
}

export const formPosts = {
  signIn: formPost({
    action: 'my/sessions',
    payload: (fields) => ({
      email: text(fields, 'email'),
      password: fields.password ?? '',
      rememberMe: checked(fields, 'rememberMe'),
    }),
    next: returnToOf,
  }),
  signUp: formPost({
    action: 'users',
    payload: (fields) => {
      const lastName = text(fields, 'lastName');
      const returnTo = text(fields, 'returnTo');
      return {
        firstName: text(fields, 'firstName'),
        ...(lastName ? { lastName } : {}),
        email: text(fields, 'email'),
        password: fields.password ?? '',
        acceptsMarketing: checked(fields, 'acceptsMarketing'),
        // Only a path on this site rides along in the emailed link.
        ...(returnTo ? { returnTo: safeReturnPath(returnTo) } : {}),
      };
    },
  }),
  confirmSignUp: formPost({
    action: 'users/confirm',
    payload: (fields) => ({ key: fields.key ?? '' }),
    next: returnToOf,
  }),
  resetPasswordEmail: formPost({
    action: 'account/reset_password/send_email',
    payload: (fields) => ({ email: text(fields, 'email') }),
  }),
  resetPassword: formPost({
    action: 'account/reset_password/change_password',
    payload: (fields) => ({
      key: fields.key ?? '',
      userId: Number(fields.userId),
      password: fields.password ?? '',
    }),
    next: () => build('myAccount'),
    // The one rule of the two fields that only the browser knows: the action gets one password.
    check: (fields) =>
      fields.password === fields.confirmation
        ? undefined
        : { confirmation: ['The two passwords are not the same.'] },
  }),
  helpMessage: formPost({
    action: 'kustomer/conversations',
    payload: (fields) => ({
      name: text(fields, 'name'),
      email: text(fields, 'email'),
      topic: text(fields, 'topic') as ActionInput<'kustomer/conversations'>['topic'],
      message: text(fields, 'message'),
    }),
    shown: (output) => ({ reference: output.reference }),
  }),
  volumeInquiry: formPost({
    action: 'volume_discounts_inquiries',
    payload: (fields) => {
      const product = text(fields, 'product');
      return {
        name: text(fields, 'name'),
        email: text(fields, 'email'),
        phone: present(fields, 'phone'),
        organization: present(fields, 'organization'),
        quantity: Number(text(fields, 'quantity')),
        message: present(fields, 'message'),
        ...(product === '' || product === 'none' ? {} : { productTypeId: Number(product) }),
      };
    },
  }),
  sampleKit: formPost({
    action: 'wedding_sample_kit_requests',
    payload: (fields) => ({
      firstName: text(fields, 'firstName'),
      lastName: text(fields, 'lastName'),
      email: text(fields, 'email'),
      weddingDate: present(fields, 'weddingDate'),
    }),
  }),
  accountDetails: formPost({
    action: 'my/account/update_details',
    payload: (fields) =>
      detailsChanges(
        { email: fields.savedEmail ?? '' },
        {
          firstName: fields.firstName ?? '',
          lastName: fields.lastName ?? '',
          email: fields.email ?? '',
          acceptsMarketing: checked(fields, 'acceptsMarketing'),
          newPassword: fields.newPassword ?? '',
          currentPassword: fields.currentPassword ?? '',
        },
      ).input,
  }),
  emailPreferences: formPost({
    action: 'my/account/update_details',
    payload: (fields) => ({
      emailFrequency: text(fields, 'emailFrequency') as NonNullable<
        ActionInput<'my/account/update_details'>['emailFrequency']
      >,
      acceptsMarketing: checked(fields, 'acceptsMarketing'),
    }),
  }),
  photoFriendAlbum: formPost({
    action: 'my/friends/create_guest_album',
    // The link's project and signature are the page's own address, as the page reads them.
    payload: (fields) => {
      const match = parse(fields[PAGE_FIELD] ?? '/');
      const link =
        match.name === 'friends.upload'
          ? { projectId: match.params.projectId, signature: match.params.signature }
          : { projectId: 0, signature: '' };
      return { ...link, name: text(fields, 'name') };
    },
  }),
  contact: formPost({
    action: 'contact_messages',
    payload: (fields) => {
      const orderNumber = text(fields, 'orderNumber');
      return {
        name: text(fields, 'name'),
        email: text(fields, 'email'),
        topic: text(fields, 'topic') as ActionInput<'contact_messages'>['topic'],
        message: text(fields, 'message'),
        ...(orderNumber ? { orderNumber } : {}),
      };
    },
  }),
};

export type FormName = keyof typeof formPosts;

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(formPosts, name);
}

/** The address a form posts to without script. */
export function formPostPath(form: FormName): string {
  return FORM_POST_PATH.replace(':form', form);
}

/** Fields never written back into a page or a cookie: a password stays with the one post. */
export function isSecretField(name: string): boolean {
  return /password|confirmation|csrf/i.test(name) || name === PAGE_FIELD;
}

/** The fields a re-drawn page may show again as the customer typed them. */
export function keptValues(fields: FormFields): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && !isSecretField(name)) kept[name] = value;
  }
  return kept;
}

/**
 * What the server tells a page it draws after a post without script: the form was refused (the
 * action's status and wire error body) or went through (`done`), with the fields to show again.
 */
export const postedFormSchema = z.object({
  form: z.string().refine(isFormName),
  page: z.string(),
  outcome: z.enum(['refused', 'done']),
  values: z.record(z.string(), z.string()),
  status: z.number().int().optional(),
  body: z.unknown().optional(),
});

export type PostedForm = Omit<z.infer<typeof postedFormSchema>, 'form'> & { form: FormName };
