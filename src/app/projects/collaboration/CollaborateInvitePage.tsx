import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import { useNavigate } from '../../navigation/navigation';
import type { PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Collaboration.module.css';
import { useAcceptInvite, useInvite } from './invitationQueries';

export function meta(): PageMeta {
  return { title: 'Your invitation', robots: 'noindex' };
}

/** The key and invitation id of either link: /create/collaborate?key&siid or /projects/contribute?pid&vk. */
function useInviteLink() {
  const collaborate = useRouteMatch('collaborate.create');
  const contribute = useRouteMatch('projects.contribute');
  if (collaborate) {
    const siid = collaborate.query.siid;
    return {
      key: stringValue(collaborate.query.key),
      siteInviteId: typeof siid === 'number' ? siid : undefined,
      role: 'collaborator' as const,
    };
  }
  return {
    key: stringValue(contribute?.query.vk),
    siteInviteId: undefined,
    role: 'contributor' as const,
    projectId: contribute?.query.pid,
  };
}

/**
 * Where an invitation's link leads: who invites you to which project, and one button to join and
 * open it in the editor. A guest signs in (or signs up) first and comes back here.
 */
export default function CollaborateInvitePage() {
  const link = useInviteLink();
  const session = useSession();
  const invite = useInvite(link.key, link.siteInviteId);
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const signedIn = session.data?.user !== undefined;
  const here =
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const found = invite.data?.invite;
  const what = link.role === 'collaborator' ? 'make it with them' : 'add your photos and pages';

  const join = () =>
    accept.mutate(
      { key: link.key, siteInviteId: link.siteInviteId },
      { onSuccess: ({ projectId }) => navigate(build('editor', { pid: projectId })) },
    );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="invite-title">
        {invite.isPending && (link.key || link.siteInviteId) ? (
          <p className={styles.muted}>Looking up your invitation…</p>
        ) : found ? (
          <>
            <h1 id="invite-title" className={styles.title}>
              {found.inviterName} invites you to “{found.projectName}”
            </h1>
            <p className={styles.muted}>
              Join to {what}. You will see each other’s changes as you make them.
            </p>
            {signedIn ? (
              <div className={styles.actions}>
                <Button onPress={join} isPending={accept.isPending} pendingLabel="Joining">
                  Join and open the project
                </Button>
              </div>
            ) : (
              <div className={styles.actions}>
                <LinkButton to={build('account.login', { returnTo: here })}>
                  Sign in to join
                </LinkButton>
                <LinkButton to={build('account.signup', { returnTo: here })} variant="secondary">
                  Create an account
                </LinkButton>
              </div>
            )}
            {accept.isError ? <Alert inline>{userMessage(accept.error)}</Alert> : null}
          </>
        ) : (
          <>
            <h1 id="invite-title" className={styles.title}>
              This invitation is not valid any more
            </h1>
            <p className={styles.muted}>
              {invite.isError
                ? userMessage(invite.error)
                : 'It may have been answered already, or the link was copied only in part. Ask the person who invited you for a new one.'}
            </p>
            <div className={styles.actions}>
              <LinkButton to={build('inviteRequests')} variant="secondary">
                See my invitations
              </LinkButton>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
