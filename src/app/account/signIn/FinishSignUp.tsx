import { build } from '../../../shared/routes/build';
import { safeReturnPath } from '../../../shared/routes/safeReturnPath';
import { formMessageOf, httpStatusOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { usePostedForm } from '../../common/postedForm';
import { Link, useNavigate } from '../../navigation/navigation';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { AlreadySignedIn } from './AlreadySignedIn';
import { AuthLayout, authStyles as styles } from './AuthLayout';
import { useConfirmSignUp } from './useConfirmSignUp';

/**
 * The page the emailed sign-up link opens. The account is created only when the person presses
 * the button, never on load: mail scanners open links too, and would spend the key.
 */
export function FinishSignUp({
  signUpKey,
  returnTo,
}: {
  signUpKey: string;
  returnTo: string | undefined;
}) {
  const session = useSession();
  const confirm = useConfirmSignUp();
  const posted = usePostedForm('confirmSignUp');
  const navigate = useNavigate();
  const next = safeReturnPath(returnTo);

  const error = confirm.isIdle ? posted?.error : confirm.error;
  if (session.data?.user && confirm.isIdle) {
    return (
      <AuthLayout title="You have an account" intro="You're already signed in.">
        <AlreadySignedIn session={session.data} next={next} />
      </AuthLayout>
    );
  }
  // A refused key stays refused (spent, expired or unknown): offer a new sign-up, not a retry.
  if (httpStatusOf(error) === 400) {
    return <RefusedLink message={formMessageOf(error)} returnTo={returnTo} />;
  }

  const message = formMessageOf(error);
  return (
    <AuthLayout
      title="Finish creating your account"
      intro="Your email address is confirmed once you press the button. You'll be signed in right away."
    >
      <PostForm
        form="confirmSignUp"
        className={styles.form}
        aria-label="Finish creating your account"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(signUpKey, { onSuccess: () => navigate(next, { replace: true }) });
        }}
      >
        {message ? <Alert>{message}</Alert> : null}
        <input type="hidden" name="key" value={signUpKey} />
        <Button
          type="submit"
          fullWidth
          size="large"
          isPending={confirm.isPending || confirm.isSuccess}
          pendingLabel="Creating your account"
        >
          Create my account
        </Button>
      </PostForm>
    </AuthLayout>
  );
}

function RefusedLink({ message, returnTo }: { message: string | null; returnTo?: string }) {
  const alertRef = useFocusOnMount<HTMLDivElement>();
  const query = returnTo ? { returnTo } : {};
  return (
    <AuthLayout title="This link no longer works" intro="Sign-up links work once, for 24 hours.">
      <div className={styles.form}>
        <Alert ref={alertRef} tabIndex={-1}>
          {message ??
            'This sign-up link is invalid, expired or already used, so no account was created with it.'}
        </Alert>
        <LinkButton to={build('account.signup', query)} fullWidth>
          Sign up again
        </LinkButton>
        <p className={styles.note}>
          Already finished? <Link to={build('account.login', query)}>Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
