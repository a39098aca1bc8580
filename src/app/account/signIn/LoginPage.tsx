import type { QueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { formPosts } from '../../../shared/forms/formPosts';
import { build } from '../../../shared/routes/build';
import { safeReturnPath } from '../../../shared/routes/safeReturnPath';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Link, useNavigate } from '../../navigation/navigation';
import type { CallAction, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextInput } from '../../ui/TextInput';
import { AlreadySignedIn } from './AlreadySignedIn';
import {
  AuthLayout,
  prefetchAuthContent,
  authStyles as styles,
  useAuthContent,
} from './AuthLayout';
import { useSignIn } from './useSignIn';

/** The side panel's texts come from the content store (`components/auth`). */
export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchAuthContent(queryClient, call);
}

export function meta(): PageMeta {
  return {
    title: 'Sign in',
    description: 'Sign in to Printshop to open your projects, photos and orders.',
    canonical: build('account.login'),
  };
}

export default function LoginPage() {
  const returnTo = stringValue(useRouteMatch('account.login')?.query.returnTo);
  const next = safeReturnPath(returnTo);
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn();
  const texts = useAuthContent();
  const posted = usePostedForm('signIn');

  if (session.data?.user && !signIn.isPending && !signIn.isSuccess) {
    return (
      <AuthLayout title="Welcome back" intro="You're already signed in.">
        <AlreadySignedIn session={session.data} next={next} />
      </AuthLayout>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(formPosts.signIn.payload(formFieldsOf(event.currentTarget)), {
      onSuccess: () => navigate(next, { replace: true }),
    });
  }

  // A post made before the script ran comes back refused in the page; a later try replaces it.
  const error = signIn.isIdle ? posted?.error : signIn.error;
  const message = formMessageOf(error);
  return (
    <AuthLayout
      title="Sign in"
      intro={texts.signInLead ?? 'Welcome back. Sign in to pick up where you left off.'}
    >
      <PostForm
        form="signIn"
        className={styles.form}
        onSubmit={onSubmit}
        validationErrors={fieldErrorsOf(error)}
        aria-label="Sign in"
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
        <TextInput
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          isRequired
        />
        <Checkbox name="rememberMe" value="on" defaultSelected={posted?.values.rememberMe === 'on'}>
          Keep me signed in on this device
        </Checkbox>
        <Button
          type="submit"
          fullWidth
          size="large"
          isPending={signIn.isPending}
          pendingLabel="Signing in"
        >
          Sign in
        </Button>
      </PostForm>
      <p className={styles.footnote}>
        New to Printshop?{' '}
        <Link to={build('account.signup', returnTo ? { returnTo } : {})}>Create an account</Link>
      </p>
      <p className={styles.footnote}>
        <Link to={build('account.resetPassword')}>Forgot your password?</Link>
      </p>
    </AuthLayout>
  );
}
