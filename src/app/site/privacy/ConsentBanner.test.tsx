// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../apiContext';
import { createQueryClient } from '../../queryClient';
import { cleanupRendered, renderInRouter, unusedApi } from '../../testing/renderInRouter';
import { ConsentBanner } from './ConsentBanner';
import { type ConsentState, consentQueryKey } from './consentQuery';
import { PrivacyChoicesProvider } from './PrivacyChoices';

afterEach(cleanupRendered);

const undecided: ConsentState = {
  decided: false,
  functional: false,
  analytics: false,
  advertising: false,
};

async function renderBanner(consent: ConsentState, api: ApiClient = unusedApi) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(consentQueryKey, consent);
  const rendered = await renderInRouter(
    <PrivacyChoicesProvider>
      <ConsentBanner />
    </PrivacyChoicesProvider>,
    { queryClient, api },
  );
  return { ...rendered, queryClient };
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name);

describe('ConsentBanner', () => {
  it('asks a visitor who has not chosen, in a labelled region with three choices', async () => {
    const { container } = await renderBanner(undecided);
    const region = container.querySelector('section[aria-labelledby]');
    const title = container.querySelector(`#${region?.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe('Your privacy choices');
    expect([...region!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Accept all',
      'Essential only',
      'Choose tools',
    ]);
  });

  it('shows nothing to a visitor who chose', async () => {
    const { container } = await renderBanner({ ...undecided, decided: true, analytics: true });
    expect(container.textContent).toBe('');
  });

  it('applies "Essential only" at once and saves it', async () => {
    const call = vi.fn(async () => ({ ...undecided, decided: true }));
    const api: ApiClient = { call: call as unknown as ApiClient['call'], setCsrfToken: () => {} };
    const { container, queryClient } = await renderBanner(undecided, api);
    await act(async () => buttonNamed(container, 'Essential only')!.click());
    expect(call).toHaveBeenCalledWith(
      'my/privacy_consent/update_consent',
      { functional: false, analytics: false, advertising: false },
      expect.anything(),
    );
    expect(queryClient.getQueryData<ConsentState>(consentQueryKey)?.decided).toBe(true);
    // React Query tells its observers on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('section')).toBeNull();
  });

  it('brings the banner back with the reason when the save is refused', async () => {
    const api: ApiClient = {
      call: (() => Promise.reject(new Error('refused'))) as ApiClient['call'],
      setCsrfToken: () => {},
    };
    const { container } = await renderBanner(undecided, api);
    await act(async () => buttonNamed(container, 'Accept all')!.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('section')).not.toBeNull();
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/could not be saved/);
  });
});
