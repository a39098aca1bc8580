import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { build } from '../../shared/routes/build';
import { buttonClass } from '../ui/buttonClass';
import { UserIcon } from '../ui/icons';
import styles from './AccountArea.module.css';
import type { Session } from './sessionQuery';
import { useSession } from './useSession';
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
  const name = user.firstName || user.email;
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={`Account menu for ${name}`}>
        <UserIcon />
        <span className={styles.name}>{name}</span>
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          className={styles.menu}
          aria-label="Account"
          onAction={(key) => {
            if (key === 'sign-out') {
              signOut.mutate(undefined, { onSuccess: () => navigate(build('home')) });
            }
          }}
        >
          <MenuItem id="account" href={build('myAccount')} className={styles.item}>
            My account
          </MenuItem>
          <MenuItem
            id="orders"
            href={build('myAccount', { panel: 'orders' })}
            className={styles.item}
          >
            Orders
          </MenuItem>
          <MenuItem id="projects" href={build('projects.home')} className={styles.item}>
            My projects
          </MenuItem>
          <Separator className={styles.separator} />
          <MenuItem id="sign-out" className={styles.item}>
            Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
