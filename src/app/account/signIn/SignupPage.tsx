import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formPosts } from '../../../shared/forms/formPosts';
import { build } from '../../../shared/routes/build';
import { safeReturnPath } from '../../../shared/routes/safeReturnPath';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { PostForm } from '../../common/PostForm';
import { formFieldsOf, usePostedForm } from '../../common/postedForm';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import type { RouteMatch } from '../../navigation/useRouteMatch';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextInput } from '../../ui/TextInput';
import { useFocusOnMount } from '../../ui/useFocusOnMount';
import { AlreadySignedIn } from './AlreadySignedIn';
import { AuthLayout, prefetchAuthContent, authStyles as styles } from './AuthLayout';
import { FinishSignUp } from './FinishSignUp';
import { useSignUp } from './useSignUp';

/** The side panel's texts come from the content store (`components/auth`). */
export async function prefetch(_match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchAuthContent(queryClient, call);
}

export function meta({ match }: MetaContext): PageMeta {
  const hasKey = match.name === 'account.signup' && Boolean(match.query.key);
  return {
    title: hasKey ? 'Finish creating your account' : 'Create your account',
    description:
      'Create a free Printshop account to save your designs, store your photos and track orders.',
    canonical: build('account.signup'),
    // A page opened from a mailed link is one person's; only the form may be indexed.
    ...(hasKey ? { robots: 'noindex' } : {}),
  };
}

/**
 * /account/signup: without a key, the form that starts a sign-up and then asks to check the
 * inbox; with the key of the emailed link, the step that creates the account.
 */
export default function SignupPage() {
  const match = useRouteMatch('account.signup');
  const returnTo = stringValue(match?.query.returnTo);
  const signUpKey = stringValue(match?.query.key);
  if (signUpKey) return <FinishSignUp signUpKey={signUpKey} returnTo={returnTo} />;
  return <StartSignUp returnTo={returnTo} />;
}

function StartSignUp({ returnTo }: { returnTo: string | undefined }) {
  const session = useSession();
  const signUp = useSignUp();
  const posted = usePostedForm('signUp');
  // A post sent before the script ran and went through lands here: the same words as after one.
  const [sentTo, setSentTo] = useState<string | undefined>(
    posted?.done ? posted.values.email : undefined,
  );

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onAgain={() => {
          signUp.reset();
          setSentTo(undefined);
        }}
      />
    );
  }
  if (session.data?.user) {
    return (
      <AuthLayout title="You have an account" intro="You're already signed in.">
        <AlreadySignedIn session={session.data} next={safeReturnPath(returnTo)} />
      </AuthLayout>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = formPosts.signUp.payload(formFieldsOf(event.currentTarget));
    signUp.mutate(input, {
      onSuccess: () => setSentTo(input.email),
    });
  }

  const error = signUp.isIdle ? posted?.error : signUp.error;
  const message = formMessageOf(error);
  return (
    <AuthLayout
      title="Create your account"
      intro="It's free, and your designs are saved as you go."
    >
      <PostForm
        form="signUp"
        className={styles.form}
        onSubmit={onSubmit}
        validationErrors={fieldErrorsOf(error)}
        aria-label="Create account"
      >
        {message ? <Alert>{message}</Alert> : null}
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <div className={styles.row}>
          <TextInput
            name="firstName"
            label="First name"
            autoComplete="given-name"
            defaultValue={posted?.values.firstName}
            isRequired
          />
          <TextInput
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            defaultValue={posted?.values.lastName}
          />
        </div>
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
          autoComplete="new-password"
          description="At least 8 characters."
          minLength={8}
          maxLength={200}
          isRequired
        />
        <Checkbox
          name="acceptsMarketing"
          value="on"
          defaultSelected={posted?.values.acceptsMarketing === 'on'}
        >
          Send me offers and new product news (unsubscribe any time)
        </Checkbox>
        <Button
          type="submit"
          fullWidth
          size="large"
          isPending={signUp.isPending}
          pendingLabel="Creating your account"
        >
          Create account
        </Button>
      </PostForm>
      <p className={styles.footnote}>
        Already have an account?{' '}
        <Link to={build('account.login', returnTo ? { returnTo } : {})}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}

/**
 * After the form: the same words whether the address was new or taken, since the server's
 * answer is the same (the owner of a taken address gets a mail saying so).
 */
function CheckYourEmail({ email, onAgain }: { email: string; onAgain: () => void }) {
  const statusRef = useFocusOnMount<HTMLParagraphElement>();
  return (
    <AuthLayout title="Check your email" intro="One more step, in your inbox.">
      <div className={styles.form}>
        <p role="status" ref={statusRef} tabIndex={-1} className={styles.status}>
          We sent a link to <strong>{email}</strong>. Open it to finish creating your account.
        </p>
        <p>The link works once and expires in 24 hours.</p>
        <p className={styles.note}>
          No email after a few minutes? Look in your spam folder, or check the address and try
          again.
        </p>
        <Button variant="secondary" fullWidth onPress={onAgain}>
          Use another address
        </Button>
      </div>
    </AuthLayout>
  );
}
