import { build } from '../../../shared/routes/build';
import { NavLink } from '../../navigation/navigation';
import styles from './Collaboration.module.css';
import { usePendingCount } from './invitationQueries';

/** The header's list item pointing to invitations waiting for an answer; nothing when none wait. */
export function PendingInvitesLink({ className }: { className?: string }) {
  const count = usePendingCount();
  if (!count) return null;
  const label = `${count} invitation${count === 1 ? '' : 's'} waiting`;
  return (
    <li>
      <NavLink to={build('inviteRequests')} className={className} aria-label={label}>
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
        <span aria-hidden="true">Invitations</span>
      </NavLink>
    </li>
  );
}
