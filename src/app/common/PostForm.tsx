import { Form, type FormProps } from 'react-aria-components';
import { CSRF_FIELD, type FormName, formPostPath, PAGE_FIELD } from '../../shared/forms/formPosts';
import { useLocation } from '../navigation/navigation';
import { useSession } from '../state/session/useSession';

/**
 * A server-rendered form that works before its page's script runs (issue 36): it posts to the
 * server's /forms/<name> with the CSRF token and the page in hidden fields, so a press before
 * hydration signs in (or sends) rather than putting the fields in the address. Once hydrated the
 * page's onSubmit takes over, as every enhanced form here does, and prevents that post.
 */
export function PostForm({
  form,
  children,
  ...props
}: Omit<FormProps, 'action' | 'method'> & { form: FormName }) {
  const csrfToken = useSession().data?.csrfToken ?? '';
  const { pathname, search } = useLocation();
  return (
    <Form {...props} method="post" action={formPostPath(form)}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name={PAGE_FIELD} value={`${pathname}${search}`} />
      {children}
    </Form>
  );
}
