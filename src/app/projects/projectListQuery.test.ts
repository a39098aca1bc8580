import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiActionError, ConnectivityError, HttpStatusError } from '../../shared/errors';
import type { CallAction } from '../navigation/pageModule';
import {
  changeListedProject,
  keepProjectList,
  type ProjectListAnswer,
  projectListQuery,
} from './projectListQuery';

const item = {
  id: 5,
  type: { baseTypeId: 1, typeUri: 'photo-books' },
  uri: 'trip-5',
  name: 'Trip',
  productTypeId: 1,
  status: 'inProgress',
  role: 'owner',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  viewableBy: 'Invite',
  sharedWith: [],
} as ProjectListAnswer['items'][number];
const answer: ProjectListAnswer = { items: [item], total: 1 };
const input = { status: 'inProgress' as const, page: 1 };
const offline = () =>
  Promise.reject(new ApiActionError('my/projects/list', {}, new ConnectivityError()));

async function run(call: CallAction, ownerId = 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return queryClient.fetchQuery(projectListQuery(call, ownerId, input));
}

describe('the project list offline', () => {
  it('answers the copy this device kept when the server is out of reach', async () => {
    await keepProjectList(1, input, answer);
    const shown = await run(offline as CallAction);
    expect(shown).toEqual({ ...answer, fromDevice: true });
  });

  it('keeps one owner’s list from another, and fails when there is no copy', async () => {
    await expect(run(offline as CallAction, 2)).rejects.toThrow(ApiActionError);
  });

  it('does not hide a refusal behind the device copy', async () => {
    const refused = () =>
      Promise.reject(new ApiActionError('my/projects/list', {}, new HttpStatusError(401, {})));
    await expect(run(refused as CallAction)).rejects.toThrow(ApiActionError);
  });

  it('writes a queued rename into the kept lists, so it shows offline after a reload', async () => {
    await keepProjectList(3, input, answer);
    const queryClient = new QueryClient();
    await changeListedProject(queryClient, 3, 5, (kept) => ({ ...kept, name: 'Renamed' }));
    const shown = await run(offline as CallAction, 3);
    expect(shown.items[0]?.name).toBe('Renamed');
    await changeListedProject(queryClient, 3, 5, () => undefined);
    expect(await run(offline as CallAction, 3)).toMatchObject({ items: [], total: 0 });
  });
});
