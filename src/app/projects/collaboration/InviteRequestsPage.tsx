import { userMessage } from '../../../shared/errors';
import { build } from '../../../shared/routes/build';
import type { PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Collaboration.module.css';
import { useAnswerRequest, useInvitationRequests } from './invitationQueries';

export function meta(): PageMeta {
  return { title: 'Invitations', robots: 'noindex' };
}

const describe = (type: string, requester: string, project: string) =>
  type === 'collaboration_request'
    ? `${requester} — working together on “${project}”`
    : `${requester} — adding photos to “${project}”`;

/**
 * /home/invite_requests?ck: invitations to work on someone's project, and requests to join one of
 * yours; each accepted or ignored here. `ck` (from a mailed link) puts its invitation in the list.
 */
export default function InviteRequestsPage() {
  const ck = stringValue(useRouteMatch('inviteRequests')?.query.ck);
  const session = useSession();
  const signedIn = session.data?.user !== undefined;
  const requests = useInvitationRequests(ck, signedIn);
  const answer = useAnswerRequest();
  const here =
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const items = requests.data?.items ?? [];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="requests-title">
        <h1 id="requests-title" className={styles.title}>
          Invitations
        </h1>
        {!signedIn && session.isSuccess ? (
          <div className={styles.actions}>
            <LinkButton to={build('account.login', { returnTo: here })}>
              Sign in to see them
            </LinkButton>
          </div>
        ) : requests.isPending ? (
          <p className={styles.muted}>Loading…</p>
        ) : items.length === 0 ? (
          <p className={styles.muted}>Nothing is waiting for your answer.</p>
        ) : (
          <ul className={styles.list} aria-label="Waiting for your answer">
            {items.map((item) => {
              const collaborate = item.type === 'collaboration_request';
              return (
                <li key={item.id} className={styles.card}>
                  <p>{describe(item.type, item.requesterName, item.projectName)}</p>
                  <div className={styles.actions}>
                    <Button
                      onPress={() =>
                        answer.mutate({
                          id: item.id,
                          call: collaborate
                            ? 'my/invitation_requests/accept_collaboration'
                            : 'my/invitation_requests/accept_contribute',
                        })
                      }
                    >
                      Accept
                    </Button>
                    <Button
                      variant="secondary"
                      onPress={() =>
                        answer.mutate({
                          id: item.id,
                          call: collaborate
                            ? 'my/invitation_requests/ignore_collaboration'
                            : 'my/invitation_requests/ignore_contribute',
                        })
                      }
                    >
                      Ignore
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {answer.isError ? <Alert inline>{userMessage(answer.error)}</Alert> : null}
      </section>
    </div>
  );
}
