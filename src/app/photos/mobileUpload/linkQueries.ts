import { queryOptions } from '@tanstack/react-query';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { userMessage } from '../../../shared/errors';
import { httpStatusOf } from '../../common/formErrors';
import type { CallAction } from '../../navigation/pageModule';

/** A signed link's answer: what it opens, or why it is refused (forged 403, expired or gone 410). */
export type LinkAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const REFUSALS = [403, 404, 410];

/** Runs a call on a signed link, turning the link's refusal into an answer the page shows. */
export async function onLink<T>(run: () => Promise<T>): Promise<LinkAnswer<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === undefined || !REFUSALS.includes(status)) throw error;
    return { ok: false, status, message: userMessage(error) };
  }
}

/**
 * pages/mobile_upload: checks the link and opens this visit's upload session. Fetched once per
 * visit (server render, then kept): each fetch opens a new session.
 */
export const mobileUploadQuery = (call: CallAction, id: number, signature: string) =>
  queryOptions({
    queryKey: ['uploadLinks', 'mobile', id, signature],
    queryFn: (): Promise<LinkAnswer<ActionOutput<'pages/mobile_upload'>>> =>
      onLink(() => call('pages/mobile_upload', { projectOrUserId: id, signature })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** my/friends/project_creator_name: whose photos the friend adds to, or why the link is refused. */
export const creatorNameQuery = (call: CallAction, id: number, signature: string) =>
  queryOptions({
    queryKey: ['uploadLinks', 'creator', id, signature],
    queryFn: (): Promise<LinkAnswer<ActionOutput<'my/friends/project_creator_name'>>> =>
      onLink(() => call('my/friends/project_creator_name', { projectId: id, signature })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Never fetches: reads what the server render left in the cache (for meta). */
export const cacheOnly: CallAction = () =>
  Promise.reject(new Error('Upload link queries are read from the cache here'));
