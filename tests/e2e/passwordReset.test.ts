import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { newestMailTo } from './support/mailOutbox';
import { signUpInBrowser } from './support/signUpInBrowser';

/** Set RESET_SCREENSHOTS to a directory to get the reset pages at 390 px and 1280 px wide. */
const screenshots = process.env.RESET_SCREENSHOTS;

// The development mail page is off in production mode; the flag turns it on for this server.
const session = browserSession({ serverEnv: { DEV_MAIL_PAGE: '1' } });

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signUp(page: Page, email: string, password: string) {
  await signUpInBrowser(page, session.server.dataDir, { firstName: 'Rita', email, password });
  await page.waitForURL(`${session.server.url}/`);
}

async function signedInEmail(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/v2/my/sessions/current');
  return (await response.json()).user?.email;
}

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

describe('password reset in a real browser', () => {
  it('resets a password through the emailed link, once, and signs out the other devices', async () => {
    const email = 'forgetful@example.com';
    const oldPassword = 'my old password';
    const newPassword = 'a fresh new password';

    // A laptop stays signed in: the reset must sign it out.
    const laptop = await session.newDevice();
    await signUp(laptop, email, oldPassword);
    expect(await signedInEmail(laptop)).toBe(email);

    // On the phone, from the sign-in page's link.
    const page = await session.newDevice();
    await page.goto('/account/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/account\/reset_password$/);
    await visible(page.getByRole('heading', { name: 'Reset your password' }));
    await shoot(page, 'reset-request');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await visible(page.getByText(/If an account exists for/));
    await shoot(page, 'reset-sent');

    // The mail as written to the outbox: HTML and text, with the absolute link.
    const mail = await newestMailTo(session.server.dataDir, email, {
      subject: 'Reset your Printshop password',
    });
    const href = /https?:\/\/\S+\/account\/reset_password\?\S+/.exec(mail.text ?? '')?.[0];
    expect(href).toBeDefined();
    const link = new URL(href!);
    expect(link.origin).toBe(session.server.url);
    expect(link.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('Choose a new password');

    // Open it the way a developer does: the development mail page, then the button in the mail.
    await page.goto('/dev/mail');
    await shoot(page, 'dev-mail-list');
    await page.getByRole('link', { name: 'Reset your Printshop password' }).first().click();
    await page.waitForURL(/\/dev\/mail\/[^/]+\.eml$/);
    await visible(page.frameLocator('iframe').getByRole('link', { name: 'Choose a new password' }));
    await shoot(page, 'dev-mail-message');
    await page
      .frameLocator('iframe[title="HTML part of the message"]')
      .getByRole('link', { name: 'Choose a new password' })
      .click();
    await page.waitForURL(/\/account\/reset_password\?key=/);
    expect(new URL(page.url()).search).toBe(link.search);
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Choose a new password' }));
    await visible(page.getByText('8 to 128 characters.'));
    await shoot(page, 'reset-choose');

    // Two different passwords are caught before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else entirely');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await visible(page.getByText('The two passwords are not the same.'));

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.waitForURL(/\/my_account/);
    expect(await signedInEmail(page)).toBe(email);
    expect(await signedInEmail(laptop)).toBeUndefined();

    // The same link again: refused, with a way to a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.getByLabel('New password', { exact: true }).fill('third password here');
    await page.getByLabel('Confirm new password').fill('third password here');
    session.expected.push(/status of 400/);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await visible(page.getByRole('heading', { name: 'This link no longer works' }));
    await visible(page.getByText(/invalid, expired or already used/));
    await shoot(page, 'reset-refused');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/account\/reset_password$/);
    await visible(page.getByRole('heading', { name: 'Reset your password' }));

    // Elsewhere: the old password no longer signs in, the new one does.
    const other = await session.newDevice();
    session.expected.push(/status of 401/);
    await trySignIn(other, email, oldPassword);
    await visible(other.getByText(/email or password is not correct/i));
    await trySignIn(other, email, newPassword);
    await other.waitForURL(`${session.server.url}/`);
    expect(await signedInEmail(other)).toBe(email);
  });

  it('explains a link with a missing part', async () => {
    const page = await session.newDevice();
    await page.goto('/account/reset_password?key=abc');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'This link is incomplete' }));
    await visible(page.getByRole('link', { name: 'Request a new link' }));
  });

  it('answers an unknown address as a known one', async () => {
    const page = await session.newDevice();
    await page.goto('/account/reset_password');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await visible(page.getByText(/If an account exists for/));
    await page.getByRole('button', { name: 'send another link' }).click();
    await visible(page.getByRole('button', { name: 'Send me a reset link' }));
  });
});
