import type { FormEvent } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { build } from '../../shared/routes/build';
import { Link, useNavigate } from '../routing/navigation';
import type { PageMeta } from '../routing/pageModule';
import { stringValue, useRouteMatch } from '../routing/useRouteMatch';
import { Button } from '../ui/Button';
import { TextInput } from '../ui/TextInput';
import { AlreadySignedIn } from './AlreadySignedIn';
import { AuthLayout, authStyles as styles } from './AuthLayout';
import { fieldErrorsOf, formMessageOf } from './formErrors';
import { safeReturnTo } from './safeReturnTo';
import { useSession } from './useSession';
import { useSignUp } from './useSignUp';

export function meta(): PageMeta {
  return {
    title: 'Create your account',
    description:
      'Create a free Printshop account to save your designs, store your photos and track orders.',
    canonical: build('account.signup'),
  };
}

export default function SignupPage() {
  const returnTo = stringValue(useRouteMatch('account.signup')?.query.returnTo);
  const next = safeReturnTo(returnTo);
  const navigate = useNavigate();
  const session = useSession();
  const signUp = useSignUp();

  if (session.data?.user && !signUp.isPending && !signUp.isSuccess) {
    return (
      <AuthLayout title="You have an account" intro="You're already signed in.">
        <AlreadySignedIn session={session.data} next={next} />
      </AuthLayout>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const lastName = String(data.get('lastName') ?? '').trim();
    signUp.mutate(
      {
        firstName: String(data.get('firstName') ?? '').trim(),
        ...(lastName ? { lastName } : {}),
        email: String(data.get('email') ?? '').trim(),
        password: String(data.get('password') ?? ''),
        acceptsMarketing: data.get('acceptsMarketing') === 'on',
      },
      { onSuccess: () => navigate(next, { replace: true }) },
    );
  }

  const message = formMessageOf(signUp.error);
  return (
    <AuthLayout
      title="Create your account"
      intro="It's free, and your designs are saved as you go."
    >
      <Form
        className={styles.form}
        onSubmit={onSubmit}
        validationErrors={fieldErrorsOf(signUp.error)}
        aria-label="Create account"
      >
        {message ? (
          <div role="alert" className={styles.alert}>
            {message}
          </div>
        ) : null}
        <div className={styles.row}>
          <TextInput name="firstName" label="First name" autoComplete="given-name" isRequired />
          <TextInput name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextInput name="email" type="email" label="Email" autoComplete="email" isRequired />
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
        <Checkbox name="acceptsMarketing" value="on" className={styles.checkbox}>
          {({ isSelected }) => (
            <>
              <span className={styles.box} aria-hidden="true">
                {isSelected ? '✓' : ''}
              </span>
              Send me offers and new product news (unsubscribe any time)
            </>
          )}
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
      </Form>
      <p className={styles.footnote}>
        Already have an account?{' '}
        <Link to={build('account.login', returnTo ? { returnTo } : {})}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}
