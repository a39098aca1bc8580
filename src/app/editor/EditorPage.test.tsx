// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import EditorPage from './EditorPage';
import { openDraftsIndex } from './engine/saving/draftsIndex';

afterEach(cleanupRendered);
// One IndexedDB for the file: the page keeps one drafts connection per tab, as a browser does.

const anonymous = { anonymousId: 'anon-1', csrfToken: 'csrf-1' };

function fakeApi(answers: Record<string, unknown>) {
  const call = vi.fn(async (name: string) => {
    if (name === 'my/sessions/current') return anonymous;
    if (name in answers) return answers[name];
    throw new Error(`unexpected call ${name}`);
  });
  return { api: { call, setCsrfToken: () => {} } as unknown as ApiClient, call };
}

/** Lets the session's IndexedDB and API work settle, then React render it. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

describe('the editor page', () => {
  it('says an ordered project is locked, with a link to the ordered projects', async () => {
    const { api, call } = fakeApi({
      'my/projects/{project_id}/edit_access': { allowed: false, reason: 'locked' },
    });
    const { container } = await renderInRouter(<EditorPage />, { url: '/editor?pid=41', api });
    await settle(() => container.querySelector('h1') !== null);
    expect(container.querySelector('h1')?.textContent).toBe('This project has been ordered');
    expect(container.textContent).toContain('make a copy from your ordered projects');
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'See ordered projects',
    );
    expect(link?.getAttribute('href')).toBe('/home/ordered');
    expect(call.mock.calls.map(([name]) => name)).not.toContain('my/projects/{project_id}/content');
  });

  it('explains a bad link instead of opening anything', async () => {
    const { api } = fakeApi({});
    const { container } = await renderInRouter(<EditorPage />, {
      url: '/editor?ptid=5&quantity=0',
      api,
    });
    await settle(() => container.querySelector('h1') !== null);
    expect(container.textContent).toContain('Choose a quantity from 1 to 10,000.');
  });

  it('starts a guest’s photo book on the device at once, with no call but the session', async () => {
    const { api, call } = fakeApi({});
    const { container } = await renderInRouter(<EditorPage />, {
      url: '/editor?new=true&type=photo-books',
      api,
    });
    const drafts = await openDraftsIndex();
    let stored: Awaited<ReturnType<typeof drafts.list>> = [];
    await settle(() => {
      void drafts.list(null).then((list) => {
        stored = list;
      });
      return stored.length > 0;
    });
    expect(stored).toEqual([expect.objectContaining({ name: 'My photo book', ownerUserId: null })]);
    expect(container.textContent).not.toContain('could not open');
    expect(call.mock.calls.map(([name]) => name)).toEqual(['my/sessions/current']);
  });

  it('acts on the link: a demo kept nowhere, the panel on_load_action names, More designs by tag group', async () => {
    const { api } = fakeApi({});
    const drafts = await openDraftsIndex();
    const before = (await drafts.list(null)).length;
    const { container } = await renderInRouter(<EditorPage />, {
      url: '/editor?new=true&type=photo-books&demo=true&on_load_action=text&tag_group_id=1003',
      api,
    });
    const selectedTab = () => container.querySelector('[role="tab"][aria-selected="true"]');
    // The screen and panels are lazy chunks: wait for them as a browser would.
    for (let i = 0; i < 10 && selectedTab() === null; i++)
      await settle(() => selectedTab() !== null);
    expect(selectedTab()?.textContent).toBe('Text');
    expect(container.textContent).toContain('This is a try-out');
    const more = [...container.querySelectorAll('a')].find((a) => a.textContent === 'More designs');
    expect(more?.getAttribute('href')).toBe('/photo-books');
    expect(await drafts.list(null)).toHaveLength(before);
  }, 60_000);
});
