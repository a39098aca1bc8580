import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { switchProjectStatus } from '../../shared/routes/projectStatus';
import type { ProjectListStatus, ProjectSort } from '../../shared/routes/queryEnums';
import { useApi } from '../apiContext';
import { Link, useLocation, useNavigate } from '../navigation/navigation';
import type { CallAction, PageMeta } from '../navigation/pageModule';
import { type MatchOf, type RouteMatch, useRouteMatch } from '../navigation/useRouteMatch';
import { type Session, sessionQueryKey } from '../state/session/sessionQuery';
import { useSession } from '../state/session/useSession';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './MyProjects.module.css';
import { ProjectCard } from './ProjectCard';
import {
  keepProjectList,
  PROJECTS_PER_PAGE,
  type ProjectListInput,
  type ProjectListItem,
  projectListQuery,
} from './projectListQuery';
import { useProjectActions } from './useProjectActions';

type ListParams = MatchOf<'projects.home'>['params'] & MatchOf<'projects.home'>['query'];

const statusLabels: Record<ProjectListStatus, string> = {
  inProgress: 'In progress',
  ordered: 'Ordered',
  archive: 'Archive',
};

const sortLabels: Record<ProjectSort, string> = {
  date_modified_desc: 'Last changed, newest first',
  date_modified_asc: 'Last changed, oldest first',
  date_created_desc: 'Created, newest first',
  date_created_asc: 'Created, oldest first',
  name_asc: 'Name, A to Z',
  name_desc: 'Name, Z to A',
};

/** The product-type filter: base types (spec §3), cards and home decor each one entry. */
const typeFilters: { id: number; label: string }[] = [
  { id: 1, label: 'Photo books' },
  { id: 7, label: 'Cards' },
  { id: 20, label: 'Calendars' },
  { id: 101, label: 'Labels & stickers' },
  { id: 50, label: 'Home decor' },
  { id: 61, label: 'Memory reels' },
  { id: 150, label: 'Envelopes' },
  { id: 60, label: 'Wedding sample kits' },
];

/** How long "Undo" stays offered after a delete (the server keeps it restorable longer). */
const UNDO_MS = 10_000;

function paramsOf(match: RouteMatch | undefined): ListParams {
  if (match?.name !== 'projects.home') return { status: 'inProgress' } as ListParams;
  return { ...match.params, ...match.query } as ListParams;
}

function listInput(params: ListParams): ProjectListInput {
  return {
    status: params.status ?? 'inProgress',
    sortBy: params.sortBy ?? 'date_modified_desc',
    baseProductTypeId: params.baseProductTypeId,
    page: params.page ?? 1,
    perPage: PROJECTS_PER_PAGE,
  };
}

export function meta(): PageMeta {
  return { title: 'My projects', robots: 'noindex', canonical: null };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const user = queryClient.getQueryData<Session>(sessionQueryKey)?.user;
  if (match.name !== 'projects.home' || !user) return;
  await queryClient.prefetchQuery(projectListQuery(call, user.id, listInput(paramsOf(match))));
}

export default function MyProjectsPage() {
  const session = useSession();
  const user = session.data?.user;
  if (!user) return <SignInFirst />;
  return <ProjectList ownerId={user.id} />;
}

function SignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Where they were when the page opened: the sign-in page comes back here.
  const [signIn] = useState(() => build('account.login', { returnTo: `${pathname}${search}` }));
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate(signIn, { replace: true });
  }, [navigate, signIn]);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>My projects</h1>
      <p>Sign in to see your projects.</p>
      <LinkButton to={signIn}>Sign in</LinkButton>
    </Container>
  );
}

function ProjectList({ ownerId }: { ownerId: number }) {
  const api = useApi();
  const navigate = useNavigate();
  const params = paramsOf(useRouteMatch());
  const input = listInput(params);
  const list = useQuery({
    ...projectListQuery(api.call, ownerId, input),
    placeholderData: keepPreviousData,
  });
  const actions = useProjectActions(ownerId);
  const shown = list.data;
  const inputKey = JSON.stringify(input);
  useEffect(() => {
    if (shown && !shown.fromDevice) {
      const { fromDevice: _, ...answer } = shown;
      void keepProjectList(ownerId, JSON.parse(inputKey) as ProjectListInput, answer);
    }
  }, [shown, ownerId, inputKey]);
  const [message, setMessage] = useState('');
  const [undo, setUndo] = useState<ProjectListItem | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);

  const go = (next: ListParams) => navigate(build('projects.home', next));
  const status = input.status ?? 'inProgress';

  function deleted(project: ProjectListItem) {
    setMessage(`“${project.name}” was deleted.`);
    setUndo(project);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndo(null), UNDO_MS);
  }

  function undoDelete() {
    if (!undo) return;
    const project = undo;
    clearTimeout(undoTimer.current);
    setUndo(null);
    actions.undelete.mutate(project.id, {
      onSuccess: () => setMessage(`“${project.name}” is back.`),
      onError: (error) => setMessage(userMessage(error)),
    });
  }

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PROJECTS_PER_PAGE));
  const page = params.page ?? 1;

  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>My projects</h1>
        <LinkButton to={build('metaFlow', { step: 1 })}>Start a new project</LinkButton>
      </div>
      <nav aria-label="Project lists" className={styles.statusNav}>
        {(Object.keys(statusLabels) as ProjectListStatus[]).map((value) => (
          <Link
            key={value}
            to={build('projects.home', switchProjectStatus(params, value))}
            className={styles.statusLink}
            aria-current={value === status ? 'page' : undefined}
          >
            {statusLabels[value]}
          </Link>
        ))}
      </nav>
      <div className={styles.controls}>
        <label className={styles.control}>
          <span>Product</span>
          <select
            value={input.baseProductTypeId ?? ''}
            onChange={(event) =>
              go({
                ...params,
                page: 1,
                baseProductTypeId: event.target.value ? Number(event.target.value) : undefined,
              })
            }
          >
            <option value="">All products</option>
            {typeFilters.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>Sort by</span>
          <select
            value={input.sortBy}
            onChange={(event) =>
              go({ ...params, page: 1, sortBy: event.target.value as ProjectSort })
            }
          >
            {(Object.keys(sortLabels) as ProjectSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.count} aria-live="polite">
          {list.data ? `${total} ${total === 1 ? 'project' : 'projects'}` : ''}
        </p>
      </div>
      <div role="status" className={styles.toast} data-shown={message ? '' : undefined}>
        {message ? <span>{message}</span> : null}
        {undo ? (
          <Button variant="light" onPress={undoDelete}>
            Undo
          </Button>
        ) : null}
      </div>
      {list.data?.fromDevice ? (
        <p className={styles.offline}>
          You're offline. This is the list as this device last saw it; renames and archiving are
          sent when you're back online.
        </p>
      ) : null}
      {list.isError && !list.data ? (
        <Alert inline>{userMessage(list.error)}</Alert>
      ) : !list.data ? (
        <p className={styles.muted}>Loading your projects…</p>
      ) : list.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {status === 'archive'
              ? 'Nothing is archived. Projects you archive wait here until you restore them.'
              : status === 'ordered'
                ? "You haven't ordered a project yet."
                : 'No projects here yet. Start one and it is kept here as you work.'}
          </p>
          {status === 'inProgress' ? (
            <LinkButton to={build('metaFlow', { step: 1 })}>Start a project</LinkButton>
          ) : null}
        </div>
      ) : (
        <ul className={styles.grid} aria-label={`${statusLabels[status]} projects`}>
          {list.data.items.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              actions={actions}
              onMessage={setMessage}
              onDeleted={deleted}
            />
          ))}
        </ul>
      )}
      {lastPage > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {page > 1 ? (
            <Link to={build('projects.home', { ...params, page: page - 1 })} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          ) : null}
          <span>
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? (
            <Link to={build('projects.home', { ...params, page: page + 1 })} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Container>
  );
}
