import { hello, inertText } from '../../mail/inertText';
import { renderMail } from '../../mail/mailLayout';

/*
 * The two mails of a change of address: the link to the new address, which proves it is theirs,
 * and a word to the old one, so a change asked for from a stolen session does not go unseen.
 */

export function confirmNewEmailMail(to: { email: string; firstName: string }, url: string) {
  return renderMail({
    to: to.email,
    subject: 'Confirm your new Printshop email address',
    paragraphs: [
      hello(to.firstName),
      'You asked to use this address for your Printshop account. Open the link below to confirm it: until then your account keeps its current address.',
    ],
    action: { label: 'Use this address', url },
    footnote:
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.',
  });
}

export function emailChangeAskedMail(
  to: { email: string; firstName: string },
  newEmail: string,
  passwordResetUrl: string,
) {
  return renderMail({
    to: to.email,
    subject: 'A change of your Printshop email address was asked for',
    paragraphs: [
      hello(to.firstName),
      `Someone signed in to your Printshop account asked to change its email address to ${inertText(newEmail)}. The change happens only once the link we sent to that address is followed.`,
      'If this was you, there is nothing to do here. If not, change your password now: that signs out every other device.',
    ],
    action: { label: 'Change my password', url: passwordResetUrl },
  });
}
