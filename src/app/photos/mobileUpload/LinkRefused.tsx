import { build } from '../../../shared/routes/build';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from './MobileUpload.module.css';

/** What a guest sees for a forged, expired or dead upload link: what happened, what to do. */
export function LinkRefused({ status, message }: { status: number; message: string }) {
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>
        {status === 410 ? 'This upload link has expired' : "This upload link doesn't work"}
      </h1>
      <p className={styles.lead}>{message}</p>
      <p className={styles.soft}>
        Links to add photos work for a limited time, and only exactly as they were sent. The person
        who shared it can make a new one from their photos page in a moment.
      </p>
      <LinkButton to={build('home')} variant="secondary">
        Go to the home page
      </LinkButton>
    </Container>
  );
}

/** The head of a refused link's page: its status, and never in a search index. */
export const refusedMeta = (status: number) => ({
  title: status === 410 ? 'Upload link expired' : 'Upload link not valid',
  robots: 'noindex',
  canonical: null,
  status,
});
