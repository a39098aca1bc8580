import { inertText } from '../../mail/inertText';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/mailLayout';

interface InviteMail {
  email: string;
  url: string;
  inviterName: string;
  projectName: string;
  role: 'collaborator' | 'contributor';
  message?: string;
}

/** An invitation to work on a project; the sender's words are quoted, made inert. */
export function invitationMail(to: InviteMail): MailMessage {
  // Names and the message are chosen by the sender, and this mail goes to someone else.
  const inviter = inertText(to.inviterName);
  const project = inertText(to.projectName);
  const what =
    to.role === 'collaborator'
      ? `to make "${project}" together with them: you will both see each other's changes as you make them.`
      : `to add your photos and pages to "${project}".`;
  return renderMail({
    to: to.email,
    subject:
      to.role === 'collaborator'
        ? `${inviter} invites you to work on "${project}"`
        : `${inviter} asks you to add photos to "${project}"`,
    paragraphs: [
      `${inviter} invites you ${what}`,
      ...(to.message ? [`${inviter} writes: “${inertText(to.message)}”`] : []),
    ],
    action: {
      label: to.role === 'collaborator' ? 'Open the project' : 'Add my photos',
      url: to.url,
    },
    footnote: `You will need to sign in or make an account. If you do not know ${inviter}, you can ignore this email.`,
  });
}

/** Tells an owner that someone shown their project asks to work on it. */
export function collaborationRequestMail(to: {
  email: string;
  url: string;
  requesterName: string;
  projectName: string;
  message?: string;
}): MailMessage {
  const requester = inertText(to.requesterName);
  const project = inertText(to.projectName);
  return renderMail({
    to: to.email,
    subject: `${requester} asks to work on "${project}" with you`,
    paragraphs: [
      `${requester} saw "${project}" and asks to work on it with you.`,
      ...(to.message ? [`${requester} writes: “${inertText(to.message)}”`] : []),
    ],
    action: { label: 'Answer the request', url: to.url },
    footnote: 'Nobody can change your project until you accept.',
  });
}
