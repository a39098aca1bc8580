import { inertText } from '../../mail/inertText';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/mailLayout';

/** Who a link mail goes to, the link, what the photos go into and how long the link lasts. */
interface LinkMailTo {
  email: string;
  url: string;
  intoWhat: string;
  expiresAt: Date;
  now: Date;
}

const dayText = ({ expiresAt, now }: LinkMailTo) => {
  const days = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 86_400_000));
  return `${days} day${days === 1 ? '' : 's'}`;
};

/** The phone upload link, mailed to its owner so they can open it on the phone. */
export function mobileUploadLinkMail(to: LinkMailTo): MailMessage {
  return renderMail({
    to: to.email,
    subject: 'Your link to upload photos from your phone',
    paragraphs: [
      `Open this link on your phone to upload photos straight into ${to.intoWhat}. You do not need to sign in on the phone.`,
    ],
    action: { label: 'Upload photos from this phone', url: to.url },
    footnote: `The link works for ${dayText(to)}. Anyone with the link can add photos, so keep it to yourself; you can always make a new one.`,
  });
}

/** The photo friends link, mailed to a friend who is asked to add their photos. */
export function friendsLinkMail(to: LinkMailTo & { askerName: string }): MailMessage {
  // The asker's and the project's names are theirs to choose, and this mail goes to someone else.
  const askerName = inertText(to.askerName);
  const intoWhat = inertText(to.intoWhat);
  return renderMail({
    to: to.email,
    subject: `${askerName} asks you for photos`,
    paragraphs: [
      `${askerName} would like your photos for ${intoWhat}.`,
      'Open the link, say who you are and choose your photos. You do not need an account.',
    ],
    action: { label: 'Add my photos', url: to.url },
    footnote: `The link works for ${dayText(to)}. If you do not know ${askerName}, you can ignore this email.`,
  });
}
