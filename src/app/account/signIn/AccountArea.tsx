import { build } from '../../../shared/routes/build';
import { Link, useLocation, useNavigate } from '../../navigation/navigation';
import type { Session } from '../../state/session/sessionQuery';
import { useSession } from '../../state/session/useSession';
import { buttonClass } from '../../ui/buttonClass';
import { UserIcon } from '../../ui/icons';
import { useDisclosureMenu } from '../../ui/useDisclosureMenu';
import styles from './AccountArea.module.css';
import { useSignOut } from './useSignOut';

/** Header account controls: sign-in links for visitors, a menu with the user's name otherwise. */
export function AccountArea() {
  const session = useSession();
  const user = session.data?.user;
  return <div className={styles.area}>{user ? <UserMenu user={user} /> : <SignInLinks />}</div>;
}

function SignInLinks() {
  const { pathname, search } = useLocation();
  // Come back here after signing in, unless "here" is already an account page.
  const here = `${pathname}${search}`;
  const returnTo = here === '/' || pathname.startsWith('/account/') ? undefined : here;
  const params = returnTo ? { returnTo } : {};
  return (
    <>
      <Link to={build('account.login', params)} className={styles.signIn}>
        <UserIcon />
        <span className={styles.signInLabel}>Sign in</span>
      </Link>
      <span className={styles.signUpWrap}>
        <Link
          to={build('account.signup', params)}
          className={`${buttonClass({ variant: 'primary' })} ${styles.signUp}`}
        >
          Create account
        </Link>
      </span>
    </>
  );
}

function UserMenu({ user }: { user: NonNullable<Session['user']> }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menu = useDisclosureMenu('end');
  const name = user.firstName || user.email;
  return (
    <div ref={menu.containerRef} {...menu.containerProps}>
      <button
        {...menu.buttonProps}
        className={styles.trigger}
        aria-label={`Account menu for ${name}`}
      >
        <UserIcon />
        <span className={styles.name}>{name}</span>
      </button>
      <ul {...menu.panelProps} className={styles.popover} aria-label="Account">
        <li>
          <Link to={build('myAccount')} className={styles.item}>
            My account
          </Link>
        </li>
        <li>
          <Link to={build('myAccount', { panel: 'orders' })} className={styles.item}>
            Orders
          </Link>
        </li>
        <li>
          <Link to={build('myAccount', { panel: 'favorites' })} className={styles.item}>
            Favourites
          </Link>
        </li>
        <li>
          <Link to={build('projects.home')} className={styles.item}>
            My projects
          </Link>
        </li>
        <li className={styles.separator} aria-hidden="true" />
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={signOut.isPending}
            onClick={() => {
              menu.close(false);
              signOut.mutate(undefined, { onSuccess: () => navigate(build('home')) });
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
