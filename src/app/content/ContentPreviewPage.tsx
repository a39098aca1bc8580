import { useQuery } from '@tanstack/react-query';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { httpStatusOf } from '../common/formErrors';
import { Link } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { NotFoundView } from '../site';
import { useSession } from '../state/session/useSession';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { ContentPageView } from './ContentPage';
import styles from './ContentPage.module.css';
import { contentPreviewQuery } from './contentQueries';

/** A preview is private and changing: never indexed, and the server sends it with no-store. */
export function meta(): PageMeta {
  return { title: 'Content preview', canonical: null, robots: 'noindex' };
}

/**
 * /strapi?previewType&id: an entry's draft (site page, component, content or article) as the
 * site would render it, for signed-in content previewers. Rendered in the browser only, so no
 * draft ever sits in server-rendered HTML.
 */
export default function ContentPreviewPage() {
  const match = useRouteMatch('contentPreview');
  const api = useApi();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const previewType = match?.query.previewType;
  const id = match?.query.id;
  const query = useQuery({
    ...contentPreviewQuery(api.call, { previewType: previewType ?? 'site-page', id: id ?? 0 }),
    enabled: signedIn && previewType !== undefined && id !== undefined,
  });
  if (previewType === undefined || id === undefined) return <NotFoundView />;
  if (!signedIn) {
    return (
      <Container className={styles.title}>
        <h1>Content preview</h1>
        <p>
          Previews are for content editors.{' '}
          <Link
            to={build('account.login', { returnTo: build('contentPreview', { previewType, id }) })}
          >
            Sign in
          </Link>{' '}
          to see this draft.
        </p>
      </Container>
    );
  }
  if (query.isPending) return <p role="status">Loading the preview…</p>;
  if (query.isError) {
    return httpStatusOf(query.error) === 403 ? (
      <Container className={styles.title}>
        <h1>Content preview</h1>
        <Alert>Your account cannot preview drafts. Ask a content editor for access.</Alert>
      </Container>
    ) : (
      <NotFoundView />
    );
  }
  return <ContentPageView page={{ ...query.data, draft: true }} />;
}
