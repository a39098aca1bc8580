import { useEffect } from 'react';
import { build } from '../../shared/routes/build';
import { useLocation, useNavigate } from '../navigation/navigation';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './PhotoLibrary.module.css';

/** Guests go to sign-in and come back to the same view of their photos. */
export function SignInForPhotos() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = build('account.login', { returnTo: `${pathname}${search}` });
  useEffect(() => {
    navigate(signIn, { replace: true });
  }, [navigate, signIn]);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>My photos</h1>
      <p>Sign in to see and upload your photos.</p>
      <LinkButton to={signIn}>Sign in</LinkButton>
    </Container>
  );
}
