import { build } from '../../../shared/routes/build';
import { hello } from '../../mail/inertText';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/mailLayout';

/** The mail that finishes a sign-up: the key in the link is the only way to create the account. */
export function confirmSignUpMail(to: {
  email: string;
  firstName: string;
  origin: string;
  key: string;
  returnTo?: string;
}): MailMessage {
  const link = `${to.origin}${build('account.signup', {
    key: to.key,
    ...(to.returnTo ? { returnTo: to.returnTo } : {}),
  })}`;
  return renderMail({
    to: to.email,
    subject: 'Confirm your email to finish creating your Printshop account',
    paragraphs: [
      hello(to.firstName),
      'Thank you for signing up. Open the link below to confirm this is your email address and finish creating your Printshop account.',
    ],
    action: { label: 'Finish creating my account', url: link },
    footnote:
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email: no account is created.',
  });
}

/**
 * The mail a sign-up with a taken address sends instead: only the owner of the address learns
 * that it has an account, and gets the ways back in.
 */
export function addressTakenMail(to: {
  email: string;
  firstName: string;
  origin: string;
  returnTo?: string;
}): MailMessage {
  const returnTo = to.returnTo ? { returnTo: to.returnTo } : {};
  return renderMail({
    to: to.email,
    subject: 'Someone (maybe you) tried to create an account with this email',
    paragraphs: [
      hello(to.firstName),
      'Someone, maybe you, tried to create a new Printshop account with this email address. You already have an account, so nothing was created and nothing changed.',
      'If it was you, sign in instead. If you forgot your password, choose a new one.',
    ],
    action: { label: 'Sign in', url: `${to.origin}${build('account.login', returnTo)}` },
    links: [{ label: 'Reset your password', url: `${to.origin}${build('account.resetPassword')}` }],
    footnote:
      'If it was not you, you can ignore this email: your account and your password stay as they are.',
  });
}
