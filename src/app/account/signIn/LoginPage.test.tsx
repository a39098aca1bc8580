// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiActionError, HttpStatusError } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import LoginPage from './LoginPage';

afterEach(cleanupRendered);

const anonymous = { anonymousId: 'anon-1', csrfToken: 'csrf-1' };

function fakeApi(signIn: (payload: unknown) => Promise<unknown>) {
  const setCsrfToken = vi.fn();
  const call = vi.fn((name: string, payload: unknown) =>
    name === 'my/sessions' ? signIn(payload) : Promise.resolve(anonymous),
  );
  return { api: { call, setCsrfToken } as unknown as ApiClient, call, setCsrfToken };
}

/** Types into an input the way React notices (the native setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit(container: HTMLElement, email: string, password: string) {
  const form = container.querySelector('form')!;
  await act(async () => {
    type(form.querySelector('input[name="email"]')!, email);
    type(form.querySelector('input[name="password"]')!, password);
  });
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  // Let the mutation settle and React re-render.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('LoginPage', () => {
  it('shows the server field errors beside their fields and a general message', async () => {
    const rejection = new ApiActionError(
      'my/sessions',
      {},
      new HttpStatusError(422, {
        error: {
          code: 'invalid_input',
          message: 'Check the form.',
          fields: { email: ['No account uses this email address.'] },
        },
      }),
    );
    const { api } = fakeApi(() => Promise.reject(rejection));
    const { container } = await renderInRouter(<LoginPage />, { url: '/account/login', api });

    await submit(container, 'nobody@example.com', 'secret-pass');

    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const descriptions = describedBy.map(
      (id) => container.querySelector(`[id="${id}"]`)?.textContent,
    );
    expect(descriptions).toContain('No account uses this email address.');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please check the highlighted fields.',
    );
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a general message when the failure is not about a field', async () => {
    const rejection = new ApiActionError(
      'my/sessions',
      {},
      new HttpStatusError(401, {
        error: { code: 'bad_credentials', message: 'The email or password is not right.' },
      }),
    );
    const { api } = fakeApi(() => Promise.reject(rejection));
    const { container } = await renderInRouter(<LoginPage />, { url: '/account/login', api });
    await submit(container, 'ada@example.com', 'wrong-pass');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The email or password is not right.',
    );
  });

  it('signs in, sets the new CSRF token and goes to a same-site return_to', async () => {
    const session = {
      ...anonymous,
      csrfToken: 'csrf-2',
      user: { id: 1, email: 'ada@example.com' },
    };
    const { api, call, setCsrfToken } = fakeApi(() => Promise.resolve(session));
    const { container, router } = await renderInRouter(<LoginPage />, {
      url: '/account/login?return_to=%2Fmy_account%3Fpanel%3Dorders',
      api,
    });
    await submit(container, 'ada@example.com', 'right-pass');
    expect(call).toHaveBeenCalledWith('my/sessions', {
      email: 'ada@example.com',
      password: 'right-pass',
      rememberMe: false,
    });
    expect(setCsrfToken).toHaveBeenCalledWith('csrf-2');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/my_account?panel=orders',
    );
  });

  it('goes home instead of to another site', async () => {
    const session = { ...anonymous, user: { id: 1, email: 'ada@example.com' } };
    const { api } = fakeApi(() => Promise.resolve(session));
    const { container, router } = await renderInRouter(<LoginPage />, {
      url: '/account/login?return_to=%2F%2Fevil.example',
      api,
    });
    await submit(container, 'ada@example.com', 'right-pass');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps return_to on the link to the sign-up page', async () => {
    const { api } = fakeApi(() => Promise.reject(new Error('unused')));
    const { container } = await renderInRouter(<LoginPage />, {
      url: '/account/login?return_to=%2Fcheckout%2Fcart',
      api,
    });
    const signup = container.querySelector('a[href^="/account/signup"]');
    expect(signup?.getAttribute('href')).toMatch(
      /^\/account\/signup\?return_to=%2Fcheckout%2Fcart$/,
    );
  });
});
