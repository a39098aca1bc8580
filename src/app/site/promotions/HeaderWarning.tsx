import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import { Container } from '../../ui/Container';
import styles from './HeaderWarning.module.css';
import { headerWarningQuery } from './siteQueries';

/** The shop's current notice (delivery delays, holiday deadlines) above every page's header. */
export function HeaderWarning() {
  const { data } = useQuery(headerWarningQuery(useApi()));
  if (!data?.message) return null;
  return (
    <div className={styles.warning} data-level={data.level ?? 'info'} role="note">
      <Container className={styles.inner}>{data.message}</Container>
    </div>
  );
}
