import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { editorReady, projectIdInAddress } from './support/editorDesign';
import { newestMailTo } from './support/mailOutbox';
import { signInAsDemo } from './support/signInAsDemo';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * The editor's Share dialog, by keyboard: the owner makes the book unlisted and reads its link
 * and view key, invites a collaborator by mail, sees the standing invitation link, and removes
 * the collaborator once they joined, whose open editor closes at once.
 */
const session = browserSession({
  serverEnv: { DEMO_SAMPLE_PHOTOS: '0' },
  context: { viewport: { width: 1440, height: 960 } },
});

async function joinFromMail(friend: Page, email: string, pid: number) {
  const invitation = await newestMailTo(session.server.dataDir, email, { subject: /invites you/ });
  const link = new URL(/https?:\/\/\S+\/create\/collaborate\?\S+/.exec(invitation.text ?? '')![0]);
  await friend.goto(`${link.pathname}${link.search}`);
  await waitForHydration(friend);
  await friend.getByRole('button', { name: 'Join and open the project' }).click();
  await friend.waitForURL(
    (url) => url.pathname === '/editor' && url.searchParams.get('pid') === String(pid),
  );
  await editorReady(friend);
}

describe('sharing from the editor', () => {
  it('shares, invites by mail and removes a collaborator from the top bar’s Share dialog', async () => {
    const { page } = session;
    await signInAsDemo(page, '/');
    await page.goto('/editor?new=true&type=photo-books');
    await editorReady(page);
    const pid = await projectIdInAddress(page);

    const share = await visible(page.getByRole('button', { name: 'Share', exact: true }));
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByRole('heading', { name: /^Share “/ }));
    await visible(dialog.getByText('Nobody yet: only you work on it.'));
    // Invite only is where a project starts: no page link to hand out.
    await visible(dialog.getByText('The project page is hidden', { exact: false }));
    await dialog
      .locator('label')
      .filter({ hasText: /^Unlisted/ })
      .click();
    const link = await visible(dialog.getByLabel('Project page link'));
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`-${pid}\\?vk=`));
    const key = await (await visible(dialog.getByLabel('View key', { exact: true }))).inputValue();
    expect(await link.inputValue()).toContain(`vk=${key}`);
    expect(await dialog.getByLabel('Invitation link for collaborators').inputValue()).toMatch(
      /^https?:\/\//,
    );

    const email = `share-${Date.now()}@example.com`;
    const friend = await session.newDevice();
    await signUpInBrowser(friend, session.server.dataDir, {
      firstName: 'Kim',
      email,
      password: 'correct horse battery staple',
    });
    await friend.waitForURL((url) => url.pathname === '/');
    await dialog.getByLabel('Invite collaborators by e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await visible(dialog.getByRole('status').filter({ hasText: `Invitation sent to ${email}` }));
    await page.screenshot({ path: '/tmp/collab-share-dialog.png' });

    await joinFromMail(friend, email, pid);
    // The owner's dialog lists them once they joined (reopened: it reads the project again).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await share.click();
    const again = await visible(page.getByRole('dialog'));
    const remove = await visible(again.getByRole('button', { name: 'Remove Kim' }));
    await remove.click();
    await visible(again.getByRole('status').filter({ hasText: 'Removed' }));
    await visible(again.getByText('Nobody yet: only you work on it.'));
    // Their editor is told at once, without doing anything.
    await visible(friend.getByText('You no longer have access to this project.'));
  }, 180_000);
});
