// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiActionError, HttpStatusError } from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(cleanupRendered);

const guest = { anonymousId: 'anon-1', csrfToken: 'csrf-1' };
const signedIn = { anonymousId: 'anon-1', csrfToken: 'csrf-2', user: { id: 7, email: 'r@x.io' } };

function fakeApi(answer: (name: string, payload: unknown) => Promise<unknown>) {
  const setCsrfToken = vi.fn();
  const call = vi.fn(answer);
  return { api: { call, setCsrfToken } as unknown as ApiClient, call, setCsrfToken };
}

/** Types into an input the way React notices (the native setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fillAndSubmit(container: HTMLElement, values: Record<string, string>) {
  const form = container.querySelector('form')!;
  await act(async () => {
    for (const [name, value] of Object.entries(values)) {
      type(form.querySelector(`input[name="${name}"]`)!, value);
    }
  });
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const linkUrl = '/account/reset_password?key=the-key&uid=7';

describe('ResetPasswordPage', () => {
  it('asks for an email, then says a link was sent if an account exists', async () => {
    const { api, call } = fakeApi(() => Promise.resolve({ ok: true }));
    const { container } = await renderInRouter(<ResetPasswordPage />, {
      url: '/account/reset_password',
      api,
    });
    expect(container.querySelector('h1')?.textContent).toBe('Reset your password');
    await fillAndSubmit(container, { email: ' rosa@example.com ' });
    expect(call).toHaveBeenCalledWith('account/reset_password/send_email', {
      email: 'rosa@example.com',
    });
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(
      /If an account exists for rosa@example.com, we've sent it a link/,
    );
  });

  it('shows the rule, and catches two different passwords without calling the server', async () => {
    const { api, call } = fakeApi(() => Promise.resolve({ ok: true }));
    const { container } = await renderInRouter(<ResetPasswordPage />, { url: linkUrl, api });
    expect(container.textContent).toContain('8 to 128 characters.');
    await fillAndSubmit(container, {
      password: 'long enough one',
      confirmation: 'long enough two',
    });
    expect(call.mock.calls.map(([name]) => name)).not.toContain(
      'account/reset_password/change_password',
    );
    const confirmation = container.querySelector<HTMLInputElement>('input[name="confirmation"]')!;
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('The two passwords are not the same.');
  });

  it('sets the password, takes the new session and goes to my account', async () => {
    const { api, call, setCsrfToken } = fakeApi((name) =>
      Promise.resolve(name === 'my/sessions/current' ? signedIn : { ok: true }),
    );
    const { container, router } = await renderInRouter(<ResetPasswordPage />, {
      url: linkUrl,
      api,
    });
    await fillAndSubmit(container, {
      password: 'a new password',
      confirmation: 'a new password',
    });
    expect(call).toHaveBeenCalledWith('account/reset_password/change_password', {
      key: 'the-key',
      userId: 7,
      password: 'a new password',
    });
    expect(setCsrfToken).toHaveBeenCalledWith('csrf-2');
    expect(router.state.location.pathname).toBe('/my_account');
  });

  it('turns a refused link into a clear message and a way to a new one', async () => {
    const refused = new ApiActionError(
      'account/reset_password/change_password',
      {},
      new HttpStatusError(400, {
        error: {
          code: 'invalid_token',
          message: 'This password reset link is invalid, expired or already used.',
        },
      }),
    );
    const { api } = fakeApi((name) =>
      name === 'my/sessions/current' ? Promise.resolve(guest) : Promise.reject(refused),
    );
    const { container } = await renderInRouter(<ResetPasswordPage />, { url: linkUrl, api });
    await fillAndSubmit(container, {
      password: 'a new password',
      confirmation: 'a new password',
    });
    expect(container.querySelector('h1')?.textContent).toBe('This link no longer works');
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/already used/);
    const again = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Request a new link',
    );
    expect(again?.getAttribute('href')).toBe('/account/reset_password');
    expect(container.querySelector('input[name="password"]')).toBeNull();
  });

  it('explains a link missing its uid', async () => {
    const { api } = fakeApi(() => Promise.resolve(guest));
    const { container } = await renderInRouter(<ResetPasswordPage />, {
      url: '/account/reset_password?key=the-key',
      api,
    });
    expect(container.querySelector('h1')?.textContent).toBe('This link is incomplete');
  });
});
