import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { type StoredDraft, storedDrafts } from './support/editorDesign';
import { signInAsDemo } from './support/signInAsDemo';

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' }, serviceWorker: true });

async function draftsWhen(page: Page, test: (drafts: StoredDraft[]) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const drafts = await storedDrafts(page);
    if (test(drafts)) return drafts;
    if (Date.now() > deadline) throw new Error(`drafts never matched: ${JSON.stringify(drafts)}`);
    await page.waitForTimeout(200);
  }
}

describe('the editor page in a real browser', () => {
  it('lets a guest start a photo book on this device, and a reload opens the same draft', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-books');
    await waitForHydration(page);
    const [made] = await draftsWhen(page, (drafts) => drafts.length === 1);
    expect(made).toMatchObject({ ownerUserId: null, name: 'My photo book' });
    expect(made?.serverId).toBeUndefined();

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    const after = await draftsWhen(page, (drafts) => drafts.length > 0);
    expect(after.map((draft) => draft.clientId)).toEqual([made?.clientId]);
  });

  it('puts a guest’s draft in their account when they sign in, by its client id', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-books');
    await waitForHydration(page);
    const [made] = await draftsWhen(page, (drafts) => drafts.length === 1);
    await signInAsDemo(page, '/');
    const [uploaded] = await draftsWhen(page, (drafts) => drafts[0]?.serverId !== undefined);
    expect(uploaded?.clientId).toBe(made?.clientId);
    expect(uploaded?.ownerUserId).toEqual(expect.any(Number));

    // The project is now the account's: /editor?pid= opens the same copy on this device.
    await page.goto(`/editor?pid=${uploaded?.serverId}`);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect((await storedDrafts(page)).map((draft) => draft.clientId)).toEqual([made?.clientId]);
  });

  it('says a project a guest may not open is private, with a way to sign in', async () => {
    const { page } = session;
    await page.goto('/editor?pid=987654');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'This project is private' }));
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe(
      '/account/login?return_to=%2Feditor%3Fpid%3D987654',
    );
  });

  it('sends photo prints to /photo-prints', async () => {
    const { page } = session;
    await page.goto('/editor?new=true&type=photo-prints');
    await page.waitForURL((url) => url.pathname === '/photo-prints');
  });

  it('explains a link it cannot follow', async () => {
    const { page } = session;
    await page.goto('/editor?type=photo-books&starting_month_year=2027-13');
    await waitForHydration(page);
    await visible(page.getByText('The calendar’s starting month should be written as YYYY-MM'));
  });
});
