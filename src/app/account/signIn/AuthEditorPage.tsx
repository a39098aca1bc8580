import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { safeReturnPath } from '../../../shared/routes/safeReturnPath';
import { useApi } from '../../apiContext';
import { Navigate, useLocation } from '../../navigation/navigation';
import type { PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Button } from '../../ui/Button';
import { AuthLayout, authStyles as styles } from './AuthLayout';
import { withEditorToken } from './editorTokenRedirect';

export function meta(): PageMeta {
  return { title: 'Opening the editor', robots: 'noindex' };
}

/**
 * /account/auth_editor?returnTo=…: hands the embedded editor a short-lived token for the signed-in
 * user and goes back to it. A guest signs in first and comes back here.
 */
export default function AuthEditorPage() {
  const returnTo = safeReturnPath(stringValue(useRouteMatch('account.authEditor')?.query.returnTo));
  const { pathname, search } = useLocation();
  const api = useApi();
  const session = useSession();
  const user = session.data?.user;
  const [mounted, setMounted] = useState(false);
  const token = useMutation({
    mutationFn: () => api.call('my/account/create_jwt_token', {}),
    // A full load: the editor may live outside this app's router, and replace() keeps this hop
    // out of the history so Back does not mint another token.
    onSuccess: ({ token }) => window.location.replace(withEditorToken(returnTo, token)),
  });
  const { mutate, isIdle } = token;

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (user && isIdle) mutate();
  }, [user, isIdle, mutate]);

  if (mounted && session.isSuccess && !user) {
    return <Navigate to={build('account.login', { returnTo: `${pathname}${search}` })} replace />;
  }
  if (token.isError) {
    return (
      <AuthLayout title="The editor could not be opened" intro={userMessage(token.error)}>
        <div className={styles.form}>
          <Button onPress={() => token.mutate()}>Try again</Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Opening the editor" intro="Signing the editor in to your account…">
      <p className={styles.footnote} role="status">
        This takes a moment.
      </p>
    </AuthLayout>
  );
}
