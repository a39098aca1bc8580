// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../apiContext';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import MetaFlowPage from './MetaFlowPage';
import { RECOMMEND_STEP, START_STEP } from './metaFlowQuiz';

afterEach(cleanupRendered);

function fakeApi(answers: Record<string, (payload: unknown) => unknown>) {
  const call = vi.fn(async (name: string, payload: unknown) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(payload);
  });
  return { api: { call, setCsrfToken: vi.fn() } as unknown as ApiClient, call };
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

const details = { id: 40, name: 'Our Summer', role: 'owner' };
const template = { id: 7, name: 'Golden Days', themeId: 3 };

const buttonNamed = (container: HTMLElement, text: RegExp) =>
  [...container.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''));

describe('/meta-flow with project_id', () => {
  it('puts the chosen design into that project and opens it in the editor', async () => {
    const { api, call } = fakeApi({
      'my/project/details': () => details,
      'templates/{id}': () => template,
      'creation/fill_project_template': () => ({ ok: true }),
    });
    const { container, router } = await renderInRouter(<MetaFlowPage />, {
      api,
      url: `/meta-flow?step=${START_STEP}&template_id=7&project_id=40`,
    });
    await settle();
    expect(container.textContent).toContain('Golden Days');
    // Keeping one's design continues the project; another design keeps the project named.
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/editor?pid=40');
    expect(links).toContain(`/meta-flow?step=${RECOMMEND_STEP}&project_id=40`);
    const use = buttonNamed(container, /Use this design for “Our Summer”/);
    expect(use).toBeDefined();
    await act(async () => {
      use!.click();
    });
    await settle();
    expect(call).toHaveBeenCalledWith('creation/fill_project_template', {
      projectId: 40,
      templateId: 7,
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/editor?pid=40',
    );
  });

  it('continues the project when no design is chosen, and starts nothing new', async () => {
    const { api, call } = fakeApi({ 'my/project/details': () => details });
    const { container } = await renderInRouter(<MetaFlowPage />, {
      api,
      url: `/meta-flow?step=${START_STEP}&project_id=40`,
    });
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Continue “Our Summer”');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/editor?pid=40');
    expect(links.some((href) => href?.includes('new=true'))).toBe(false);
    const names = call.mock.calls.map(([name]) => name);
    expect(names).toContain('my/project/details');
    expect(names).not.toContain('creation/fill_project_template');
    expect(names).not.toContain('my/projects');
  });

  it('says so when the project is not the caller’s to change', async () => {
    const { api } = fakeApi({
      'my/project/details': () => {
        throw new Error('This project does not exist.');
      },
    });
    const { container } = await renderInRouter(<MetaFlowPage />, {
      api,
      url: `/meta-flow?step=${START_STEP}&template_id=7&project_id=41`,
    });
    await settle();
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(buttonNamed(container, /Use this design/)).toBeUndefined();
  });
});
