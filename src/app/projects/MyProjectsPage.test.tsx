// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiActionError, HttpStatusError } from '../../shared/errors';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import MyProjectsPage from './MyProjectsPage';
import ProjectPage from './ProjectPage';

afterEach(cleanupRendered);

const session = { anonymousId: 'anon-1', csrfToken: 'csrf', user: { id: 7, email: 'r@x.io' } };

const book = {
  id: 12,
  type: { baseTypeId: 1, typeUri: 'photo-books' },
  uri: 'summer-12',
  name: 'Summer',
  productTypeId: 1,
  status: 'inProgress',
  role: 'owner',
  thumbnailUrl: '/projects/12/thumbnail.svg?v=1',
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-02T10:00:00.000Z',
  viewableBy: 'Invite',
  pageCount: 40,
  productName: '8x8 Hardcover',
  sizeKey: '8x8',
  sharedWith: [],
};

function fakeApi(answers: Record<string, (payload: unknown) => unknown>) {
  const call = vi.fn(async (name: string, payload: unknown) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(payload);
  });
  return { api: { call, setCsrfToken: vi.fn() } as unknown as ApiClient, call };
}

/** The session is in the cache before a page renders (the server render puts it there). */
function cacheWith(value: object) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], value);
  return queryClient;
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('MyProjectsPage', () => {
  it('asks the list for the URL’s status, sort, filter and page, and shows each project', async () => {
    const { api, call } = fakeApi({
      'my/sessions/current': () => session,
      'my/projects/list': () => ({ items: [book], total: 13 }),
    });
    const { container } = await renderInRouter(<MyProjectsPage />, {
      url: '/home/archive?sortBy=name_desc&baseProductTypeId=7&page=2',
      api,
      queryClient: cacheWith(session),
    });
    await settle();
    expect(call).toHaveBeenCalledWith('my/projects/list', {
      status: 'archive',
      sortBy: 'name_desc',
      baseProductTypeId: 7,
      page: 2,
      perPage: 12,
    });
    const card = container.querySelector('[data-project-id="12"]')!;
    expect(card.querySelector('h3')?.textContent).toBe('Summer');
    expect(card.textContent).toContain('8x8 Hardcover, 8 × 8 in');
    expect(card.textContent).toContain('40');
    expect(card.textContent).toContain('Only you');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/projects/12/thumbnail.svg?v=1');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Archive');
    // Switching lists resets the page, the sort and the filter (spec §4).
    const inProgress = [...container.querySelectorAll('nav a')].find(
      (a) => a.textContent === 'In progress',
    );
    expect(inProgress?.getAttribute('href')).toBe('/home');
    expect(container.textContent).toContain('Page 2 of 2');
  });

  it('sends a guest to sign in first', async () => {
    const { api } = fakeApi({
      'my/sessions/current': () => ({ anonymousId: 'a', csrfToken: 'c' }),
    });
    const { router } = await renderInRouter(<MyProjectsPage />, {
      url: '/home/ordered',
      api,
      queryClient: cacheWith({ anonymousId: 'a', csrfToken: 'c' }),
    });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('?return_to=%2Fhome%2Fordered');
  });
});

describe('ProjectPage', () => {
  it('shows the not-found page, naming nothing, for a project the visitor may not see', async () => {
    const { api } = fakeApi({
      'my/sessions/current': () => session,
      'my/project/details': () => {
        throw new ApiActionError('my/project/details', {}, new HttpStatusError(404, {}));
      },
    });
    const { container } = await renderInRouter(<ProjectPage />, {
      url: '/photo-books/all/secret-99',
      api,
    });
    await settle();
    expect(container.textContent).not.toContain('secret');
    expect(container.querySelector('h1')?.textContent).toMatch(/find|not found/i);
  });

  it('asks with the view key of the link and the id after the last hyphen', async () => {
    const { api, call } = fakeApi({
      'my/sessions/current': () => session,
      'my/project/details': () => ({ ...book, role: 'viewer', viewableBy: 'Unlisted' }),
      'my/projects/{project_id}/content': () => ({ update: 'AAA=' }),
    });
    const { container } = await renderInRouter(<ProjectPage />, {
      url: '/photo-books/weddings/our-big-day-12?vk=key1',
      api,
    });
    await settle();
    expect(call).toHaveBeenCalledWith('my/project/details', { projectId: 12, viewKey: 'key1' });
    expect(container.querySelector('h1')?.textContent).toBe('Summer');
    // A viewer is not offered the editor.
    expect(container.textContent).not.toContain('Edit this project');
  });
});
