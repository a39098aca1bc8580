import { build } from '../../../shared/routes/build';
import { Link } from '../../navigation/navigation';
import type { PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/LinkButton';
import { AuthLayout, authStyles as styles } from './AuthLayout';

export function meta(): PageMeta {
  return { title: 'Your email address', robots: 'noindex' };
}

/** Sentences for the error codes sign-in providers send back (OAuth 2 and OpenID Connect). */
const providerErrors: Record<string, string> = {
  access_denied: 'You did not allow access, or you did not share your email address.',
  email_missing: 'No email address came with your sign-in.',
  email_not_verified: 'The provider has not verified your email address yet.',
  consent_required: 'The provider needs your permission to share your email address.',
  login_required: 'The provider needs you to sign in there first.',
  temporarily_unavailable: 'The provider is not answering right now. Try again in a few minutes.',
  server_error: 'The provider had a problem. Try again in a few minutes.',
};

/**
 * Only a known code becomes a sentence: free text from the address is never shown, or a crafted
 * link could put any message on our page ("call this number…").
 */
function providerErrorMessage(error: string | undefined): string | undefined {
  if (!error) return undefined;
  return providerErrors[error] ?? 'The provider could not complete your sign-in.';
}

/** A provider's name as it may be shown: the known ones by name, others not at all. */
const providerNames: Record<string, string> = {
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
  amazon: 'Amazon',
  microsoft: 'Microsoft',
};

/**
 * /account/specify-email?provider=…&error=…: a sign-in through another service that gave us no
 * email address. An account needs one (receipts, order updates, password reset), so the visitor
 * continues with their email.
 */
export default function SpecifyEmailPage() {
  const query = useRouteMatch('account.specifyEmail')?.query;
  const provider = providerNames[stringValue(query?.provider)?.toLowerCase() ?? ''];
  const message = providerErrorMessage(stringValue(query?.error));
  const via = provider ?? 'That service';
  return (
    <AuthLayout
      title="We need your email address"
      intro={`${via} did not give us your email address. An account needs one for receipts, order updates and resetting your password.`}
    >
      <div className={styles.form}>
        {message ? <Alert>{provider ? `${provider}: ${message}` : message}</Alert> : null}
        <p>Continue with your email address instead:</p>
        <LinkButton to={build('account.signup')} fullWidth>
          Create an account with my email
        </LinkButton>
        <LinkButton to={build('account.login')} variant="secondary" fullWidth>
          I already have an account
        </LinkButton>
      </div>
      <p className={styles.footnote}>
        Or go back to {provider ?? 'the service'} and allow it to share your email address, then
        sign in again. <Link to={build('home')}>Back to the shop</Link>
      </p>
    </AuthLayout>
  );
}
