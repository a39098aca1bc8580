import { useQueryClient } from '@tanstack/react-query';
import { ApiActionError, HttpStatusError } from '../../shared/errors';
import {
  type FormFields,
  type FormName,
  formPosts,
  type PostedForm,
} from '../../shared/forms/formPosts';
import { useLocation } from '../navigation/navigation';

/** Where the server render leaves a form posted without script (src/server/render/formPostRoutes). */
export const postedFormKey = ['postedForm'] as const;

export interface PostedFormState {
  /** The fields as the customer sent them, passwords left out. */
  values: Readonly<Record<string, string>>;
  /** The refusal, as the enhanced form's mutation would have failed; undefined when it went through. */
  error?: ApiActionError;
  done: boolean;
}

/**
 * What the last post of `form` without script left for this page: its refusal or its success and
 * the fields, for the page to show as the script would have. Only on the page it was posted from.
 */
export function usePostedForm(form: FormName): PostedFormState | undefined {
  const posted = useQueryClient().getQueryData<PostedForm>(postedFormKey);
  const { pathname, search } = useLocation();
  if (!posted || posted.form !== form || posted.page !== `${pathname}${search}`) return undefined;
  const error =
    posted.outcome === 'refused'
      ? new ApiActionError(
          formPosts[form].action,
          {},
          new HttpStatusError(posted.status ?? 400, posted.body),
        )
      : undefined;
  return { values: posted.values, done: posted.outcome === 'done', ...(error ? { error } : {}) };
}

/** A form's fields as the server's form post reads them: text values by name. */
export function formFieldsOf(form: HTMLFormElement): FormFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
