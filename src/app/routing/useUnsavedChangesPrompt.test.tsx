// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type UnsavedChangesPrompt,
  useUnsavedChangesPrompt,
} from '../navigation/unsavedChangesPrompt';
import { RouterNavigation } from './routerNavigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** What the page's prompt says, and how the test marks its work saved or not. */
const seen: {
  initiallyUnsaved: boolean;
  prompt?: UnsavedChangesPrompt;
  setUnsaved?: (value: boolean) => void;
} = { initiallyUnsaved: false };

function Editor() {
  const [unsaved, setUnsaved] = useState(seen.initiallyUnsaved);
  seen.prompt = useUnsavedChangesPrompt(unsaved);
  seen.setUnsaved = setUnsaved;
  return null;
}

function Elsewhere() {
  return null;
}

/** The editor page with work whose saved-ness the test sets, in a memory data router. */
function mount(initiallyUnsaved: boolean) {
  seen.initiallyUnsaved = initiallyUnsaved;
  const router = createMemoryRouter(
    [
      {
        path: '/editor',
        element: (
          <RouterNavigation>
            <Editor />
          </RouterNavigation>
        ),
      },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: ['/editor?pid=1'] },
  );
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<RouterProvider router={router} />));
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  const go = (to: string) => act(() => router.navigate(to));
  return { seen, where, go };
}

describe('useUnsavedChangesPrompt', () => {
  it('lets every navigation through when the work is saved', async () => {
    const { seen, where, go } = mount(false);
    await go('/cart');
    expect(where()).toBe('/cart');
    expect(seen.prompt?.blocked).toBe(false);
  });

  it('holds a navigation to another page while work is unsaved; staying cancels it', async () => {
    const { seen, where, go } = mount(true);
    await go('/cart');
    expect(where()).toBe('/editor?pid=1');
    expect(seen.prompt?.blocked).toBe(true);
    await act(async () => seen.prompt?.stay());
    expect(seen.prompt?.blocked).toBe(false);
    expect(where()).toBe('/editor?pid=1');
  });

  it('leaves when the customer says so', async () => {
    const { seen, where, go } = mount(true);
    await go('/cart');
    await act(async () => seen.prompt?.leave());
    expect(where()).toBe('/cart');
  });

  it('never holds a move within the same page (a new query)', async () => {
    const { seen, where, go } = mount(true);
    await go('/editor?pid=2');
    expect(where()).toBe('/editor?pid=2');
    expect(seen.prompt?.blocked).toBe(false);
  });

  it('goes on by itself once the work is saved while the question is open', async () => {
    const { seen, where, go } = mount(true);
    await go('/products');
    expect(seen.prompt?.blocked).toBe(true);
    await act(async () => seen.setUnsaved?.(false));
    expect(where()).toBe('/products');
  });
});
