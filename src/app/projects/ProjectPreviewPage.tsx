import { type QueryClient, useQuery } from '@tanstack/react-query';
import { productTypeById } from '../../shared/catalog/productTypes';
import { userMessage } from '../../shared/errors';
import { editorHref, projectPageHref } from '../../shared/routes/editorHref';
import { useApi } from '../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../site';
import { Alert } from '../ui/Alert';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './ProjectPage.module.css';
import { ProjectPreview } from './preview/ProjectPreview';
import {
  cachedSharedProject,
  prefetchSharedProject,
  sharedDesignQuery,
  sharedProjectQuery,
} from './projectPageQueries';

/*
 * /projects/preview?pid=…[&vk=…]: a project as it will be printed, opened from the editor's
 * "Preview" and from the project page. Whoever may view the project sees it; anyone else the
 * not-found page. Never indexed: the project page is the one to share.
 */

function targetOf(match: RouteMatch | undefined) {
  if (match?.name !== 'projects.preview' || match.query.pid === undefined) return undefined;
  return { projectId: match.query.pid, viewKey: match.query.vk };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchSharedProject(queryClient, call, targetOf(match));
}

export function meta({ match, queryClient }: MetaContext): PageMeta {
  const project = cachedSharedProject(queryClient, targetOf(match));
  if (!project) return notFoundMeta();
  return {
    title: `Preview of ${project.name}`,
    description: `How ${project.name} will look when it is printed.`,
    canonical: null,
    robots: 'noindex',
  };
}

export default function ProjectPreviewPage() {
  const target = targetOf(useRouteMatch());
  const api = useApi();
  const details = useQuery({
    ...sharedProjectQuery(api.call, target?.projectId ?? 0, target?.viewKey),
    enabled: target !== undefined,
  });
  const design = useQuery({
    ...sharedDesignQuery(api.call, target?.projectId ?? 0, target?.viewKey),
    enabled: Boolean(details.data),
  });
  if (!target) return <NotFoundView />;
  if (details.isPending) return null;
  if (details.isError) {
    return (
      <Container className={styles.page}>
        <Alert>{userMessage(details.error)}</Alert>
      </Container>
    );
  }
  const project = details.data;
  if (!project) return <NotFoundView />;
  const type = productTypeById(project.productTypeId)?.name ?? 'Project';
  const pageHref = projectPageHref(project, target.viewKey);
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kicker}>{type} preview</p>
        <h1 className={styles.title}>{project.name}</h1>
        <div className={styles.actions}>
          {project.role === 'owner' ? (
            <LinkButton to={editorHref(project)} variant="secondary">
              Back to the editor
            </LinkButton>
          ) : null}
          {pageHref !== editorHref(project) ? (
            <LinkButton to={pageHref} variant="secondary">
              Project page
            </LinkButton>
          ) : null}
        </div>
      </header>
      {design.isError ? (
        <Alert>{userMessage(design.error)}</Alert>
      ) : design.data === undefined ? (
        <p className={styles.muted}>Opening the pages…</p>
      ) : design.data === null || design.data.surfaceOrder.length === 0 ? (
        <p className={styles.muted}>This project has no pages yet.</p>
      ) : (
        <ProjectPreview project={project} doc={design.data} viewKey={target.viewKey} />
      )}
    </Container>
  );
}
