import { type ReactNode, useEffect } from 'react';
import { build } from '../../../shared/routes/build';
import { useLocation, useNavigate } from '../../navigation/navigation';
import { useSession } from '../../state/session/useSession';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from './RequireSignIn.module.css';

/** Orders are their owner's: a guest goes to sign-in and comes back to the same address. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = build('account.login', { returnTo: `${pathname}${search}` });
  const guest = session.data !== undefined && !session.data.user;
  useEffect(() => {
    if (guest) navigate(signIn, { replace: true });
  }, [guest, navigate, signIn]);
  if (session.data?.user) return <>{children}</>;
  return (
    <Container className={styles.page}>
      <p>Sign in to see your orders.</p>
      <LinkButton to={signIn}>Sign in</LinkButton>
    </Container>
  );
}
