import { Link } from '../../navigation/navigation';
import type { Session } from '../../state/session/sessionQuery';
import { LinkButton } from '../../ui/LinkButton';
import { authStyles as styles } from './AuthLayout';

/** Shown when a signed-in visitor comes back to the sign-in or sign-up page in the app. */
export function AlreadySignedIn({ session, next }: { session: Session; next: string }) {
  const name = session.user?.firstName ?? session.user?.email ?? 'there';
  return (
    <div className={styles.form}>
      <p>
        You're signed in as <strong>{name}</strong>.
      </p>
      <LinkButton to={next} fullWidth>
        Continue
      </LinkButton>
      <p className={styles.footnote}>
        Not you? Use the account menu at the top of the page to sign out, or go to the{' '}
        <Link to="/">home page</Link>.
      </p>
    </div>
  );
}
