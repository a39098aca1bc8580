import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { openAppDatabase } from '../../../browser-storage/appDatabase';
import {
  idbProjectListStore,
  type ProjectListStore,
} from '../../../browser-storage/projectListStore';
import type { ActionInput, ActionOutput } from '../../shared/api/actionTable';
import { isConnectivityFailure } from '../../shared/errors';
import type { CallAction } from '../navigation/pageModule';

export type ProjectListInput = ActionInput<'my/projects/list'>;
export type ProjectListAnswer = ActionOutput<'my/projects/list'>;
export type ProjectListItem = ProjectListAnswer['items'][number];

/** An answer, and whether it came from this device's copy because the server was out of reach. */
export type ProjectList = ProjectListAnswer & { fromDevice: boolean };

/** Projects per page of /home. */
export const PROJECTS_PER_PAGE = 12;

export const projectKeys = {
  all: ['myProjects'] as const,
  list: (ownerId: number, input: ProjectListInput) =>
    ['myProjects', 'list', ownerId, queryText(input)] as const,
  copy: (projectId: number) => ['myProjects', 'copy', projectId] as const,
};

/** The list's query as one stable text: the key of its copy on the device. */
function queryText(input: ProjectListInput): string {
  const { status, sortBy, baseProductTypeId, page, perPage } = input;
  return JSON.stringify([status, sortBy, baseProductTypeId, page, perPage]);
}

let store: Promise<ProjectListStore> | undefined;

/** This tab's project list store; undefined where there is no IndexedDB (server render, tests). */
function deviceStore(): Promise<ProjectListStore> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= openAppDatabase()
    .then(idbProjectListStore)
    .catch((error: unknown) => {
      store = undefined;
      throw error;
    });
  return store;
}

/**
 * Keeps an answer on the device; a device that cannot store (private mode, full) just doesn't.
 * The page calls it for every answer it shows, the server-rendered first one included.
 */
export async function keepProjectList(
  ownerId: number,
  input: ProjectListInput,
  answer: ProjectListAnswer,
) {
  try {
    await (await deviceStore())?.put(ownerId, queryText(input), answer);
  } catch {
    // The list still shows; only the offline copy is missing.
  }
}

/**
 * The owner's projects for one status, filter, sort and page. Offline it answers the copy this
 * device kept of the same list (with `fromDevice`), so /home opens on a plane.
 */
export function projectListQuery(call: CallAction, ownerId: number, input: ProjectListInput) {
  return queryOptions({
    queryKey: projectKeys.list(ownerId, input),
    queryFn: async (): Promise<ProjectList> => {
      try {
        return { ...(await call('my/projects/list', input)), fromDevice: false };
      } catch (error) {
        if (!isConnectivityFailure(error)) throw error;
        const kept = await (await deviceStore())
          ?.get<ProjectListAnswer>(ownerId, queryText(input))
          .catch(() => undefined);
        if (!kept) throw error;
        return { ...kept, fromDevice: true };
      }
    },
  });
}

/**
 * Changes a project wherever the lists show it, in this tab's cache and in the device's copies:
 * what a queued rename or archive looks like until the server has it. `undefined` takes it out.
 */
export async function changeListedProject(
  queryClient: QueryClient,
  ownerId: number,
  projectId: number,
  change: (item: ProjectListItem) => ProjectListItem | undefined,
): Promise<void> {
  const apply = <T extends ProjectListAnswer>(answer: T): T => {
    const items = answer.items.flatMap((item) => {
      if (item.id !== projectId) return [item];
      const next = change(item);
      return next ? [next] : [];
    });
    return { ...answer, items, total: answer.total - (answer.items.length - items.length) };
  };
  queryClient.setQueriesData<ProjectList>({ queryKey: ['myProjects', 'list', ownerId] }, (old) =>
    old ? apply(old) : old,
  );
  try {
    const kept = await deviceStore();
    if (!kept) return;
    for (const entry of await kept.all<ProjectListAnswer>(ownerId)) {
      await kept.put(ownerId, entry.query, apply(entry.answer));
    }
  } catch {
    // The device's copy stays as it was; the server's answer replaces it when back online.
  }
}
