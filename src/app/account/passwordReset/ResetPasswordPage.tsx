import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formPosts } from '../../../shared/forms/formPosts';
import { build } from '../../../shared/routes/build';
import { fieldErrorsOf, formMessageOf, httpStatusOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Link, useNavigate } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { AuthLayout, prefetchAuthContent, authStyles as styles } from '../signIn/AuthLayout';
import { newPasswordErrors, PASSWORD_MAX, PASSWORD_MIN, passwordRule } from './passwordRule';
import pageStyles from './ResetPasswordPage.module.css';
import { useChangePassword, useSendResetEmail } from './usePasswordReset';

const requestPath = build('account.resetPassword');

/** The side panel's texts come from the content store (`components/auth`). */
export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchAuthContent(queryClient, call);
}

export function meta({ match }: MetaContext): PageMeta {
  const hasKey = match.name === 'account.resetPassword' && Boolean(match.query.key);
  return {
    title: hasKey ? 'Choose a new password' : 'Reset your password',
    description: 'Forgot your Printshop password? Get a link by email to choose a new one.',
    canonical: requestPath,
    // A page opened from a mailed link is one person's; only the request form may be indexed.
    ...(hasKey ? { robots: 'noindex' } : {}),
  };
}

/**
 * /account/reset_password: without a key, the form that mails a link; with the key and uid of
 * that link, the form that sets the new password.
 */
export default function ResetPasswordPage() {
  const match = useRouteMatch('account.resetPassword');
  const resetKey = stringValue(match?.query.key);
  const userId = match?.query.uid;
  if (resetKey && typeof userId === 'number') {
    return <ChooseNewPassword resetKey={resetKey} userId={userId} />;
  }
  if (resetKey || userId !== undefined) return <IncompleteLink />;
  return <RequestLink />;
}

function RequestLink() {
  const send = useSendResetEmail();
  const posted = usePostedForm('resetPasswordEmail');
  // A post sent before the script ran and went through lands here: the same words as after one.
  const [sentTo, setSentTo] = useState<string | undefined>(
    posted?.done ? posted.values.email : undefined,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email } = formPosts.resetPasswordEmail.payload(formFieldsOf(event.currentTarget));
    send.mutate(email, { onSuccess: () => setSentTo(email) });
  }

  if (sentTo) {
    return (
      <LinkSent
        email={sentTo}
        onAgain={() => {
          send.reset();
          setSentTo(undefined);
        }}
      />
    );
  }
  const error = send.isIdle ? posted?.error : send.error;
  const message = formMessageOf(error);
  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <PostForm
        form="resetPasswordEmail"
        className={styles.form}
        onSubmit={onSubmit}
        validationErrors={fieldErrorsOf(error)}
        aria-label="Reset your password"
      >
        {message ? <Alert>{message}</Alert> : null}
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          defaultValue={posted?.values.email}
          isRequired
        />
        <Button
          type="submit"
          fullWidth
          size="large"
          isPending={send.isPending}
          pendingLabel="Sending the link"
        >
          Send me a reset link
        </Button>
      </PostForm>
      <p className={styles.footnote}>
        Remembered it? <Link to={build('account.login')}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}

function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const headingRef = useFocusOnMount<HTMLParagraphElement>();
  return (
    <AuthLayout title="Check your email" intro="One more step, in your inbox.">
      <div className={styles.form}>
        <p role="status" ref={headingRef} tabIndex={-1} className={pageStyles.status}>
          If an account exists for <strong>{email}</strong>, we've sent it a link to choose a new
          password.
        </p>
        <p>The link works once and expires in 2 hours.</p>
        <p className={pageStyles.note}>
          No email after a few minutes? Look in your spam folder, check the address, or{' '}
          <button type="button" className={pageStyles.inlineButton} onClick={onAgain}>
            send another link
          </button>
          .
        </p>
        <LinkButton to={build('account.login')} variant="secondary" fullWidth>
          Back to sign in
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
          also ask for a new link.
        </p>
        <LinkButton to={requestPath} fullWidth>
          Request a new link
        </LinkButton>
      </div>
    </AuthLayout>
  );
}

function ChooseNewPassword({ resetKey, userId }: { resetKey: string; userId: number }) {
  const change = useChangePassword();
  const posted = usePostedForm('resetPassword');
  const navigate = useNavigate();
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const error = change.isIdle ? posted?.error : change.error;
  const fieldErrors = fieldErrorsOf(error);
  // A refused link stays refused (spent, expired or wrong): offer a new one instead of a retry.
  const linkRefused =
    httpStatusOf(error) === 400 && !fieldErrors.password && !fieldErrors.confirmation;

  if (linkRefused) return <RefusedLink message={formMessageOf(error)} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const errors = newPasswordErrors(password, String(data.get('confirmation') ?? ''));
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    change.mutate(
      { key: resetKey, userId, password },
      { onSuccess: () => navigate(build('myAccount'), { replace: true }) },
    );
  }

  const message = formMessageOf(error);
  return (
    <AuthLayout
      title="Choose a new password"
      intro="Pick a password you don't use anywhere else. You'll be signed in with it right away, and signed out on every other device."
    >
      <PostForm
        form="resetPassword"
        className={styles.form}
        onSubmit={onSubmit}
        validationErrors={{ ...fieldErrors, ...localErrors }}
        aria-label="Choose a new password"
      >
        {message ? <Alert>{message}</Alert> : null}
        <input type="hidden" name="key" value={resetKey} />
        <input type="hidden" name="userId" value={userId} />
        <TextInput
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          description={passwordRule}
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          isRequired
          onChange={() => setLocalErrors(({ password: _, ...rest }) => rest)}
        />
        <TextInput
          name="confirmation"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          isRequired
          onChange={() => setLocalErrors(({ confirmation: _, ...rest }) => rest)}
        />
        <Button
          type="submit"
          fullWidth
          size="large"
          isPending={change.isPending}
          pendingLabel="Saving your new password"
        >
          Save and sign in
        </Button>
      </PostForm>
    </AuthLayout>
  );
}

function RefusedLink({ message }: { message: string | null }) {
  const alertRef = useFocusOnMount<HTMLDivElement>();
  const signedIn = Boolean(useSession().data?.user);
  return (
    <AuthLayout title="This link no longer works" intro="Reset links work once, for 2 hours.">
      <div className={styles.form}>
        <Alert ref={alertRef} tabIndex={-1}>
          {message ??
            'This password reset link is invalid, expired or already used. Your password has not changed.'}
        </Alert>
        <p>A new link arrives in a minute or two.</p>
        <LinkButton to={requestPath} fullWidth>
          Request a new link
        </LinkButton>
        {signedIn ? null : (
          <p className={pageStyles.note}>
            Already changed it? <Link to={build('account.login')}>Sign in</Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
