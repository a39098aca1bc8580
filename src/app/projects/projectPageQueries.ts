import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as Y from 'yjs';
import type { ActionOutput } from '../../shared/api/actionTable';
import { ApiActionError, HttpStatusError } from '../../shared/errors';
import type { ProjectDocument } from '../../shared/project/document';
import { yToDoc } from '../../shared/project/yjs/binding';
import type { CallAction } from '../navigation/pageModule';

export type SharedProject = ActionOutput<'my/project/details'>;

/** A project the caller may not see answers exactly like one that does not exist (404). */
function isRefused(error: unknown): boolean {
  const cause = error instanceof ApiActionError ? error.cause : error;
  return cause instanceof HttpStatusError && (cause.status === 404 || cause.status === 401);
}

/**
 * The project a shared page shows, or null when the caller may not see it: null is an answer (not
 * an error), so the server render, its 404 status and the hydrated page agree.
 */
export function sharedProjectQuery(call: CallAction, projectId: number, viewKey?: string) {
  return queryOptions({
    queryKey: ['projectPage', 'details', projectId, viewKey ?? ''] as const,
    queryFn: async (): Promise<SharedProject | null> => {
      try {
        return await call('my/project/details', { projectId, viewKey });
      } catch (error) {
        if (isRefused(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** A shared project asked for by its id and, for unlisted ones, its view key. */
export interface SharedProjectTarget {
  projectId: number;
  viewKey?: string;
}

/** The project's details on the server, so the HTML, its status and its robots line are complete. */
export async function prefetchSharedProject(
  queryClient: QueryClient,
  call: CallAction,
  target: SharedProjectTarget | undefined,
): Promise<void> {
  if (target)
    await queryClient.prefetchQuery(sharedProjectQuery(call, target.projectId, target.viewKey));
}

/** For a page's meta, which only reads what the prefetch put in the cache. */
export function cachedSharedProject(
  queryClient: QueryClient,
  target: SharedProjectTarget | undefined,
): SharedProject | null | undefined {
  if (!target) return undefined;
  const never: CallAction = async () => undefined as never;
  return queryClient.getQueryData(
    sharedProjectQuery(never, target.projectId, target.viewKey).queryKey,
  );
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The project's design, read only; undefined when it has none yet (or it cannot be read). */
export function sharedDesignQuery(call: CallAction, projectId: number, viewKey?: string) {
  return queryOptions({
    queryKey: ['projectPage', 'design', projectId, viewKey ?? ''] as const,
    queryFn: async (): Promise<ProjectDocument | null> => {
      const answer = await call('my/projects/{project_id}/content', { projectId, viewKey });
      const ydoc = new Y.Doc();
      try {
        Y.applyUpdate(ydoc, fromBase64(answer.update));
        return yToDoc(ydoc);
      } catch {
        return null;
      } finally {
        ydoc.destroy();
      }
    },
    staleTime: 60_000,
  });
}
