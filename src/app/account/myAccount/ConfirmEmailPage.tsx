import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { formMessageOf } from '../../common/formErrors';
import type { CallAction, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { sessionQueryKey } from '../../state/session/sessionQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { AuthLayout, prefetchAuthContent, authStyles as styles } from '../signIn/AuthLayout';
import { myAccountKeys } from './accountQueries';

/** The side panel's texts come from the content store (`components/auth`). */
export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchAuthContent(queryClient, call);
}

export function meta(): PageMeta {
  // A page opened from a mailed link is one person's.
  return { title: 'Confirm your new email address', robots: 'noindex' };
}

const detailsPath = build('myAccount', { panel: 'details' });

/**
 * /account/confirm_email, opened from the link mailed to a new address: one press makes it the
 * account's address. A press rather than on opening, so a mail scanner that follows links
 * changes nothing.
 */
export default function ConfirmEmailPage() {
  const match = useRouteMatch('account.confirmEmail');
  const key = stringValue(match?.query.key);
  const userId = match?.query.uid;
  if (!key || typeof userId !== 'number') return <IncompleteLink />;
  return <Confirm confirmKey={key} userId={userId} />;
}

function Confirm({ confirmKey, userId }: { confirmKey: string; userId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (input: ActionInput<'account/confirm_email'>) =>
      api.call('account/confirm_email', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: myAccountKeys.details }),
      ]),
  });
  if (confirm.data) return <Confirmed email={confirm.data.email} />;
  const message = formMessageOf(confirm.error);
  return (
    <AuthLayout
      title="Confirm your new email address"
      intro="Your account keeps its current address until you confirm the new one here."
    >
      <div className={styles.form}>
        {message ? <Alert>{message}</Alert> : null}
        <Button
          fullWidth
          size="large"
          onPress={() => confirm.mutate({ key: confirmKey, userId })}
          isPending={confirm.isPending}
          pendingLabel="Confirming"
        >
          Use this address for my account
        </Button>
      </div>
    </AuthLayout>
  );
}

function Confirmed({ email }: { email: string }) {
  const statusRef = useFocusOnMount<HTMLParagraphElement>();
  return (
    <AuthLayout title="Email address changed" intro="You sign in with it from now on.">
      <div className={styles.form}>
        <p role="status" ref={statusRef} tabIndex={-1}>
          Your account’s email address is now <strong>{email}</strong>.
        </p>
        <LinkButton to={detailsPath} fullWidth>
          Go to my account
        </LinkButton>
      </div>
    </AuthLayout>
  );
}

function IncompleteLink() {
  return (
    <AuthLayout
      title="This link is incomplete"
      intro="The address is missing part of the link from the email."
    >
      <div className={styles.form}>
        <p>
          Open the link from the email again, or copy the whole address into your browser. You can
          also ask for the change again from your account details.
        </p>
        <LinkButton to={detailsPath} fullWidth>
          Go to my account
        </LinkButton>
      </div>
    </AuthLayout>
  );
}
