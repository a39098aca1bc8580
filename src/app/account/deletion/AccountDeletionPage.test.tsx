// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../apiContext';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import AccountDeletionPage from './AccountDeletionPage';

afterEach(cleanupRendered);

const signedIn = {
  anonymousId: 'anon-1',
  csrfToken: 'csrf-1',
  user: { id: 7, email: 'ada@example.com', firstName: 'Ada' },
};

function fakeApi() {
  const call = vi.fn((name: string) => {
    if (name === 'my/sessions/current') return Promise.resolve(signedIn);
    if (name === 'my/account/delete_account') return Promise.resolve({ ok: true });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  return { api: { call, setCsrfToken: vi.fn() } as unknown as ApiClient, call };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('AccountDeletionPage', () => {
  it('shows the first step for an unknown step', async () => {
    const { container } = await renderInRouter(<AccountDeletionPage />, {
      url: '/account-delete/whatever',
    });
    expect(heading(container)).toBe('Too many emails?');
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe('Email settings');
  });

  it('sends a later step opened directly back to the first', async () => {
    const { api } = fakeApi();
    for (const step of ['verify-password', 'confirmation-sent']) {
      const { router } = await renderInRouter(<AccountDeletionPage />, {
        url: `/account-delete/${step}`,
        api,
      });
      await settle();
      expect(router.state.location.pathname).toBe('/account-delete/email-settings');
      cleanupRendered();
    }
  });

  it('walks email settings → password → email sent, calling delete_account', async () => {
    const { api, call } = fakeApi();
    const { container, router } = await renderInRouter(<AccountDeletionPage />, {
      url: '/account-delete/email-settings',
      api,
    });
    const continueButton = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Continue to delete'),
    )!;
    await act(async () => continueButton.click());
    await settle();
    expect(router.state.location.pathname).toBe('/account-delete/verify-password');
    expect(heading(container)).toBe('Confirm it is you');

    const input = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        'my password',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      container
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(call).toHaveBeenCalledWith('my/account/delete_account', { password: 'my password' });
    expect(router.state.location.pathname).toBe('/account-delete/confirmation-sent');
    expect(heading(container)).toBe('Check your email');
    expect(container.textContent).toContain('ada@example.com');
  });

  it('explains a confirmation address without its token', async () => {
    const { container } = await renderInRouter(<AccountDeletionPage />, {
      url: '/account-delete/confirmation?uid=7',
    });
    expect(container.textContent).toContain('missing part of it');
    expect(container.querySelector('button')).toBeNull();
  });

  it('offers the final button with evt and uid', async () => {
    const { container } = await renderInRouter(<AccountDeletionPage />, {
      url: '/account-delete/confirmation?evt=abc&uid=7',
    });
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Delete my account');
  });
});
