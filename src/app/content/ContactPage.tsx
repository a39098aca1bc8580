import { useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { NotFoundView } from '../site';
import { Container } from '../ui/Container';
import { ContactForm } from './ContactForm';
import { ContentPageView } from './ContentPage';
import styles from './ContentPage.module.css';
import { contentPageQuery } from './contentQueries';
import { contentSourceOf } from './contentSource';

export { meta, prefetch } from './ContentPage';

/** /contact: the page's content, then the form that mails customer care. */
export default function ContactPage() {
  const match = useRouteMatch();
  const api = useApi();
  const source = contentSourceOf(match) ?? { call: 'content_pages' as const, slug: 'contact' };
  const query = useQuery(contentPageQuery(api.call, source));
  if (query.isPending) return null;
  if (!query.data) return <NotFoundView />;
  return (
    <>
      <ContentPageView page={query.data} />
      <Container className={styles.formBlock}>
        <ContactForm />
      </Container>
    </>
  );
}
