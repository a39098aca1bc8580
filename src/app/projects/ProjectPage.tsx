import { type QueryClient, useQuery } from '@tanstack/react-query';
import { productTypeById } from '../../shared/catalog/productTypes';
import { userMessage } from '../../shared/errors';
import { editorHref, projectPageHref } from '../../shared/routes/editorHref';
import { projectIdFromUri } from '../../shared/routes/projectUri';
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

function targetOf(match: RouteMatch | undefined) {
  if (match?.name !== 'project.view') return undefined;
  const projectId = projectIdFromUri(match.params.projectUri);
  return projectId === undefined ? undefined : { projectId, viewKey: match.query.vk };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  await prefetchSharedProject(queryClient, call, targetOf(match));
}

/**
 * Public projects are indexable; unlisted and invite-only ones are not (their link is the key);
 * one the visitor may not see is the not-found page, so a private project's existence never shows.
 */
export function meta({ match, queryClient }: MetaContext): PageMeta {
  const project = cachedSharedProject(queryClient, targetOf(match));
  if (!project) return notFoundMeta();
  const type = productTypeById(project.productTypeId)?.name ?? 'Project';
  return {
    title: project.name,
    description: `${project.name}, a ${type.toLowerCase()} made with Printshop.`,
    canonical: project.viewableBy === 'Public' ? projectPageHref(project) : null,
    ...(project.viewableBy === 'Public' ? {} : { robots: 'noindex' }),
  };
}

export default function ProjectPage() {
  const target = targetOf(useRouteMatch());
  if (!target) return <NotFoundView />;
  return <SharedProject projectId={target.projectId} viewKey={target.viewKey} />;
}

function SharedProject({ projectId, viewKey }: { projectId: number; viewKey?: string }) {
  const api = useApi();
  const details = useQuery(sharedProjectQuery(api.call, projectId, viewKey));
  const design = useQuery({
    ...sharedDesignQuery(api.call, projectId, viewKey),
    enabled: Boolean(details.data),
  });
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
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kicker}>{type}</p>
        <h1 className={styles.title}>{project.name}</h1>
        {project.role === 'owner' ? (
          <LinkButton to={editorHref(project)} variant="secondary">
            Edit this project
          </LinkButton>
        ) : null}
      </header>
      {design.isError ? (
        <Alert>{userMessage(design.error)}</Alert>
      ) : design.data === undefined ? (
        <p className={styles.muted}>Opening the pages…</p>
      ) : design.data === null || design.data.surfaceOrder.length === 0 ? (
        <p className={styles.muted}>This project has no pages yet.</p>
      ) : (
        <ProjectPreview project={project} doc={design.data} viewKey={viewKey} />
      )}
    </Container>
  );
}
