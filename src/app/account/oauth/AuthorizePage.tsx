import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { useLocation } from '../../navigation/navigation';
import type { CallAction, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { AuthLayout, authStyles as styles } from '../signIn/AuthLayout';
import {
  type AuthorizationRequest,
  authorizationRequestOf,
  authorizationRequestQuery,
} from './authorizationRequest';
import { useAnswerAuthorization } from './useAnswerAuthorization';

export function meta(): PageMeta {
  return { title: 'Connect an app', robots: 'noindex' };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const request = authorizationRequestOf(match);
  if (request) await queryClient.prefetchQuery(authorizationRequestQuery(call, request));
}

/** The OAuth2 consent screen: which app asks, and Allow or Deny for the signed-in user. */
export default function AuthorizePage() {
  const request = authorizationRequestOf(useRouteMatch());
  if (!request) {
    return (
      <AuthLayout
        title="This link is incomplete"
        intro="The app sent you here without all it needs."
      >
        <p className={styles.form}>Go back to the app and start signing in again.</p>
      </AuthLayout>
    );
  }
  return <Consent request={request} />;
}

function Consent({ request }: { request: AuthorizationRequest }) {
  const api = useApi();
  const session = useSession();
  const app = useQuery(authorizationRequestQuery(api.call, request));
  const answer = useAnswerAuthorization(request);

  const { pathname, search } = useLocation();
  const refusal = app.isError
    ? userMessage(app.error)
    : app.data?.ok === false
      ? app.data.reason
      : undefined;
  if (refusal) {
    return (
      <AuthLayout title="This app can't connect" intro={refusal}>
        <p className={styles.form}>Nothing was shared. Go back to the app and try again.</p>
      </AuthLayout>
    );
  }
  const appName = app.data?.ok ? app.data.app.clientName : 'An app';
  const user = session.data?.user;
  if (!user) {
    const here = `${pathname}${search}`;
    return (
      <AuthLayout
        title={`Sign in to connect ${appName}`}
        intro="Sign in first; then you choose what to share."
      >
        <LinkButton to={build('account.login', { returnTo: here })} fullWidth>
          Sign in
        </LinkButton>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={`Connect ${appName}?`}
      intro={`${appName} wants to use your Printshop account, ${user.firstName ?? user.email}.`}
    >
      <div className={styles.form}>
        <p>If you allow it, the app can:</p>
        <ul>
          <li>see and edit your projects and photos</li>
          <li>see your orders and account details</li>
        </ul>
        <p className={styles.footnote}>
          It never sees your password. You can sign out of the app at any time.
        </p>
        {answer.isError ? <Alert>{userMessage(answer.error)}</Alert> : null}
        <Button
          fullWidth
          isDisabled={!app.data || answer.isPending || answer.isSuccess}
          onPress={() => answer.mutate('allow')}
        >
          Allow
        </Button>
        <Button
          variant="secondary"
          fullWidth
          isDisabled={!app.data || answer.isPending || answer.isSuccess}
          onPress={() => answer.mutate('deny')}
        >
          Deny
        </Button>
      </div>
    </AuthLayout>
  );
}
