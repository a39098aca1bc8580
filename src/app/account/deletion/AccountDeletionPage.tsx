import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { HttpStatusError } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { accountDeleteSteps } from '../../../shared/routes/queryEnums';
import { fieldErrorsOf, formMessageOf } from '../../common/formErrors';
import { Link, Navigate, useLocation, useNavigate } from '../../navigation/navigation';
import type { MetaContext, PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import { TextInput } from '../../ui/TextInput';
import styles from './AccountDeletionPage.module.css';
import { useConfirmDeletion, useRequestDeletion } from './useAccountDeletion';

type Step = (typeof accountDeleteSteps)[number];

const stepTitles: Record<Step, string> = {
  'email-settings': 'Too many emails?',
  'verify-password': 'Confirm it is you',
  'confirmation-sent': 'Check your email',
  confirmation: 'Delete your account',
};

const stepLabels: Record<Step, string> = {
  'email-settings': 'Email settings',
  'verify-password': 'Password',
  'confirmation-sent': 'Email sent',
  confirmation: 'Confirm',
};

/**
 * Each step records in the history entry that the one before it was passed, so a step opened
 * directly (a typed or shared address) goes back to the start instead of being skipped to.
 * History state survives a reload of the same entry. The last step needs the emailed token instead.
 */
interface StepState {
  passed?: Step;
}

const stepPath = (step: Step) => build('accountDelete', { step });
const emailPreferencesPath = build('myAccount', { panel: 'email_preferences' });

export function meta({ match }: MetaContext): PageMeta {
  const step = match.name === 'accountDelete' ? (match.params.step as Step) : 'email-settings';
  return {
    title: `Delete account: ${stepLabels[step] ?? stepLabels['email-settings']}`,
    robots: 'noindex',
  };
}

/** Account deletion in the spec's four steps: email settings, password, email sent, confirm. */
export default function AccountDeletionPage() {
  const match = useRouteMatch('accountDelete');
  const step = (match?.params.step as Step | undefined) ?? 'email-settings';
  const passed = (useLocation().state as StepState | null)?.passed;
  const previous = accountDeleteSteps[accountDeleteSteps.indexOf(step) - 1];
  const mounted = useMounted();

  if (step === 'confirmation') {
    const token = stringValue(match?.query.evt);
    const userId = match?.query.uid;
    return typeof userId === 'number' && token ? (
      <Confirmation token={token} userId={userId} />
    ) : (
      <IncompleteLink />
    );
  }
  // The server cannot see history state: it renders a neutral frame and the browser decides.
  if (previous && !mounted) {
    return (
      <StepFrame step={step} intro="One moment…">
        {null}
      </StepFrame>
    );
  }
  if (previous && passed !== previous) return <Navigate to={stepPath('email-settings')} replace />;
  if (step === 'verify-password') return <VerifyPassword />;
  if (step === 'confirmation-sent') return <ConfirmationSent />;
  return <EmailSettings />;
}

function httpStatusOf(error: unknown): number | undefined {
  let current: unknown = error;
  // The API client wraps the HTTP error in ApiActionError; its cause carries the status.
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof HttpStatusError) return current.status;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function StepFrame({ step, intro, children }: { step: Step; intro: string; children: ReactNode }) {
  return (
    <Container className={styles.wrap}>
      <section className={styles.card} aria-labelledby="delete-title">
        <ol className={styles.steps} aria-label="Steps to delete your account">
          {accountDeleteSteps.map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {stepLabels[s]}
            </li>
          ))}
        </ol>
        <h1 id="delete-title" className={styles.title}>
          {stepTitles[step]}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <div className={styles.body}>{children}</div>
      </section>
    </Container>
  );
}

function EmailSettings() {
  const navigate = useNavigate();
  return (
    <StepFrame
      step="email-settings"
      intro="If you only want fewer emails from us, you can keep your account, projects and photos."
    >
      <p>
        Choose how often we write to you, or stop marketing emails altogether, in your email
        preferences. Order and account emails still arrive.
      </p>
      <div className={styles.actions}>
        <LinkButton to={emailPreferencesPath}>Change email preferences</LinkButton>
        <Button
          variant="secondary"
          onPress={() =>
            navigate(stepPath('verify-password'), {
              state: { passed: 'email-settings' } satisfies StepState,
            })
          }
        >
          Continue to delete my account
        </Button>
      </div>
    </StepFrame>
  );
}

function VerifyPassword() {
  const session = useSession();
  const request = useRequestDeletion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = session.data?.user;

  if (session.isPending) {
    return (
      <StepFrame step="verify-password" intro="Checking who is signed in…">
        {null}
      </StepFrame>
    );
  }
  if (!user) {
    return (
      <StepFrame step="verify-password" intro="Sign in to the account you want to delete.">
        <LinkButton to={build('account.login', { returnTo: stepPath('email-settings') })}>
          Sign in
        </LinkButton>
      </StepFrame>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    request.mutate(password, {
      onSuccess: () =>
        navigate(stepPath('confirmation-sent'), {
          replace: pathname === stepPath('confirmation-sent'),
          state: { passed: 'verify-password' } satisfies StepState,
        }),
    });
  }

  const message = formMessageOf(request.error);
  return (
    <StepFrame
      step="verify-password"
      intro={`Enter the password of ${user.email}. We then email you a link to confirm the deletion.`}
    >
      <Form
        className={styles.body}
        onSubmit={onSubmit}
        validationErrors={fieldErrorsOf(request.error)}
        aria-label="Confirm your password"
      >
        {message ? <Alert>{message}</Alert> : null}
        <TextInput
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          isRequired
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={request.isPending} pendingLabel="Checking">
            Send me the confirmation link
          </Button>
          <LinkButton variant="secondary" to={build('myAccount')}>
            Keep my account
          </LinkButton>
        </div>
      </Form>
    </StepFrame>
  );
}

function ConfirmationSent() {
  const session = useSession();
  const email = session.data?.user?.email;
  return (
    <StepFrame
      step="confirmation-sent"
      intro={`We sent a link to ${email ?? 'your email address'}. Open it to review and confirm the deletion.`}
    >
      <p>The link works once and expires in 24 hours. Nothing is deleted until you confirm.</p>
      <p className={styles.footnote}>
        No email after a few minutes? Look in your spam folder, or{' '}
        <Link to={stepPath('email-settings')}>start again</Link> for a new link.
      </p>
    </StepFrame>
  );
}

function IncompleteLink() {
  return (
    <StepFrame
      step="confirmation"
      intro="This page opens from the link in the confirmation email, and this address is missing part of it."
    >
      <p>
        Open the link from the email again, or copy the whole address into your browser. To get a
        new link, start again.
      </p>
      <div className={styles.actions}>
        <LinkButton to={stepPath('email-settings')}>Start again</LinkButton>
      </div>
    </StepFrame>
  );
}

function Confirmation({ token, userId }: { token: string; userId: number }) {
  const confirm = useConfirmDeletion();
  // A refused link stays refused (spent, expired or wrong): offer a new one instead of a retry.
  const linkRefused = httpStatusOf(confirm.error) === 400;

  if (confirm.isSuccess) {
    return (
      <StepFrame step="confirmation" intro="Your Printshop account has been deleted.">
        <Alert tone="success">
          Your account and personal data are gone, and you are signed out.
        </Alert>
        <p>Thank you for printing with us. You are always welcome back.</p>
        <div className={styles.actions}>
          <LinkButton to={build('home')}>Go to the home page</LinkButton>
        </div>
      </StepFrame>
    );
  }
  return (
    <StepFrame
      step="confirmation"
      intro="This is the last step. Deleting your account cannot be undone."
    >
      <p>When you delete your account, we remove:</p>
      <ul className={styles.list}>
        <li>your photos and albums, and the stored files</li>
        <li>your projects and designs, and your place in projects shared with you</li>
        <li>your addresses and saved cards</li>
        <li>your name, email, password, email preferences and privacy choices</li>
        <li>your sign-ins on every device</li>
      </ul>
      <p className={styles.footnote}>
        Orders you placed stay in our accounting records, without your name, address or email.
      </p>
      {confirm.isError ? <Alert>{formMessageOf(confirm.error)}</Alert> : null}
      <div className={styles.actions}>
        {linkRefused ? (
          <LinkButton to={stepPath('email-settings')}>Start again</LinkButton>
        ) : (
          <Button
            onPress={() => confirm.mutate({ token, userId })}
            isPending={confirm.isPending}
            pendingLabel="Deleting"
          >
            Delete my account
          </Button>
        )}
        <LinkButton variant="secondary" to={build('home')}>
          Keep my account
        </LinkButton>
      </div>
    </StepFrame>
  );
}
