import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionOutput } from '../../shared/api/actionTable';
import { useApi } from '../apiContext';
import { useOutboxCall } from '../offline/OutboxContext';
import { changeListedProject, type ProjectListItem, projectKeys } from './projectListQuery';

type Viewable = ActionOutput<'my/project/details'>['viewableBy'];
export type CopyProgress = ActionOutput<'my/project/copy'>;

/** How often a running copy is asked about: often enough that the bar moves. */
const COPY_POLL_MS = 700;

/**
 * The list's changes. Rename, archive and restore go through the outbox, so they work offline:
 * the lists (here and on the device) show them at once, and they reach the server when it can.
 * Delete, copy and sharing need the server: they are refused offline with the reason.
 */
export function useProjectActions(ownerId: number) {
  const api = useApi();
  const write = useOutboxCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
  const change = (id: number, next: (item: ProjectListItem) => ProjectListItem | undefined) =>
    changeListedProject(queryClient, ownerId, id, next);

  const rename = useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      await change(id, (item) => ({ ...item, name }));
      return write('my/project/update', { projectId: id, name }, `Rename a project to “${name}”`);
    },
    onSettled: (written) => (written?.queued ? undefined : refresh()),
  });

  const archive = useMutation({
    mutationFn: async (id: number) => {
      await change(id, () => undefined);
      return write('my/projects/archive', { projectIds: [id] }, 'Archive a project');
    },
    onSettled: (written) => (written?.queued ? undefined : refresh()),
  });

  const restore = useMutation({
    mutationFn: async (id: number) => {
      await change(id, () => undefined);
      return write('my/projects/restore', { projectIds: [id] }, 'Restore a project');
    },
    onSettled: (written) => (written?.queued ? undefined : refresh()),
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.call('my/project/delete', { projectId: id }),
    onSuccess: (_answer, id) => change(id, () => undefined),
    onSettled: refresh,
  });

  /** The undo of a delete: the server keeps a deleted project for a while. */
  const undelete = useMutation({
    mutationFn: (id: number) => api.call('my/projects/restore', { projectIds: [id] }),
    onSettled: refresh,
  });

  const copy = useMutation({
    mutationFn: (id: number) => api.call('my/project/copy', { projectId: id }),
    onSuccess: () => refresh(),
  });

  const share = useMutation({
    mutationFn: ({ id, viewableBy }: { id: number; viewableBy: Viewable }) =>
      api.call('my/project/update', { projectId: id, viewableBy }),
    onSuccess: (details) =>
      change(details.id, (item) => ({ ...item, viewableBy: details.viewableBy })),
  });

  return { rename, archive, restore, remove, undelete, copy, share };
}

/** A copy's progress, asked again while it runs; the list is refreshed once it is done. */
export function useCopyProgress(projectId: number, initial: CopyProgress | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: projectKeys.copy(projectId),
    queryFn: async () => {
      const progress = await api.call('my/project/copy_status', { projectId });
      if (progress.status !== 'pending') {
        void queryClient.invalidateQueries({ queryKey: ['myProjects', 'list'] });
      }
      return progress;
    },
    initialData: initial,
    // The list's answer is only where to start: a running copy is asked about at once.
    staleTime: 0,
    enabled: initial?.status === 'pending',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? COPY_POLL_MS : false),
  });
}
