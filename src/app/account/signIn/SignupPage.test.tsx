// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiActionError, HttpStatusError } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import SignupPage from './SignupPage';

afterEach(cleanupRendered);

const anonymous = { anonymousId: 'anon-1', csrfToken: 'csrf-1' };
const signedIn = { ...anonymous, csrfToken: 'csrf-2', user: { id: 7, email: 'ada@example.com' } };

/** An API whose `users` and `users/confirm` answer as given; the session is a guest's. */
function fakeApi(answers: { users?: () => Promise<unknown>; confirm?: () => Promise<unknown> }) {
  const setCsrfToken = vi.fn();
  const call = vi.fn((name: string) => {
    if (name === 'users') return answers.users?.() ?? Promise.resolve({ ok: true });
    if (name === 'users/confirm') return answers.confirm?.() ?? Promise.resolve(signedIn);
    return Promise.resolve(anonymous);
  });
  return { api: { call, setCsrfToken } as unknown as ApiClient, call, setCsrfToken };
}

/** Types into an input the way React notices (the native setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets pending calls settle and React re-render. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function buttonNamed(container: HTMLElement, name: string) {
  return [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
}

describe('SignupPage', () => {
  it('asks to check the inbox after the form, naming the address, and signs nobody in', async () => {
    const { api, call, setCsrfToken } = fakeApi({});
    const { container, router } = await renderInRouter(<SignupPage />, {
      url: '/account/signup?return_to=%2Fcheckout%2Fcart',
      api,
    });
    const form = container.querySelector<HTMLFormElement>('form[aria-label="Create account"]')!;
    await act(async () => {
      type(form.querySelector('input[name="firstName"]')!, 'Ada');
      type(form.querySelector('input[name="email"]')!, 'ada@example.com');
      type(form.querySelector('input[name="password"]')!, 'a long enough password');
    });
    // The session call after load hands the page its token; signing up must not hand another.
    await settle();
    setCsrfToken.mockClear();
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();

    expect(call).toHaveBeenCalledWith('users', {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'a long enough password',
      acceptsMarketing: false,
      returnTo: '/checkout/cart',
    });
    expect(container.querySelector('h1')?.textContent).toBe('Check your email');
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe(
      'We sent a link to ada@example.com. Open it to finish creating your account.',
    );
    expect(document.activeElement).toBe(status);
    expect(router.state.location.pathname).toBe('/account/signup');
    expect(setCsrfToken).not.toHaveBeenCalled();
  });

  it('shows a refused sign-up in the alert above the form', async () => {
    const rejection = new ApiActionError(
      'users',
      {},
      new HttpStatusError(429, {
        error: { code: 'too_many_requests', message: 'Too many new accounts from your network.' },
      }),
    );
    const { api } = fakeApi({ users: () => Promise.reject(rejection) });
    const { container } = await renderInRouter(<SignupPage />, { url: '/account/signup', api });
    const form = container.querySelector<HTMLFormElement>('form')!;
    await act(async () => {
      type(form.querySelector('input[name="firstName"]')!, 'Ada');
      type(form.querySelector('input[name="email"]')!, 'ada@example.com');
      type(form.querySelector('input[name="password"]')!, 'a long enough password');
    });
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Too many/);
    expect(container.querySelector('h1')?.textContent).toBe('Create your account');
  });

  it('creates the account from the emailed link only when the button is pressed, then returns', async () => {
    const { api, call, setCsrfToken } = fakeApi({});
    const { container, router } = await renderInRouter(<SignupPage />, {
      url: '/account/signup?key=the-key&return_to=%2Fmy_account',
      api,
    });
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Finish creating your account');
    // Opening the link does nothing: mail scanners open links too.
    expect(call).not.toHaveBeenCalledWith('users/confirm', expect.anything());

    await act(async () => buttonNamed(container, 'Create my account')!.click());
    await settle();
    expect(call).toHaveBeenCalledWith('users/confirm', { key: 'the-key' });
    expect(setCsrfToken).toHaveBeenCalledWith('csrf-2');
    expect(router.state.location.pathname).toBe('/my_account');
  });

  it('goes home, not to another site, after confirming', async () => {
    const { api } = fakeApi({});
    const { container, router } = await renderInRouter(<SignupPage />, {
      url: '/account/signup?key=the-key&return_to=%2F%2Fevil.example',
      api,
    });
    await settle();
    await act(async () => buttonNamed(container, 'Create my account')!.click());
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains a refused link and offers a new sign-up', async () => {
    const message = 'This sign-up link is invalid, expired or already used.';
    const rejection = new ApiActionError(
      'users/confirm',
      {},
      new HttpStatusError(400, { error: { code: 'invalid_token', message } }),
    );
    const { api } = fakeApi({ confirm: () => Promise.reject(rejection) });
    const { container, router } = await renderInRouter(<SignupPage />, {
      url: '/account/signup?key=spent-key',
      api,
    });
    await settle();
    await act(async () => buttonNamed(container, 'Create my account')!.click());
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(message);
    expect(document.activeElement).toBe(alert);
    expect(container.querySelector('a[href="/account/signup"]')?.textContent).toBe('Sign up again');
    expect(router.state.location.search).toBe('?key=spent-key');
  });
});
