import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { newestMailTo } from './support/mailOutbox';
import { signInAsDemo } from './support/signInAsDemo';
import { SIGN_UP_MAIL_SUBJECT } from './support/signUpInBrowser';

/*
 * Issue 36: the server-rendered forms work before (or without) the page's script. With
 * JavaScript off a person signs up, signs in, resets a password and writes to the shop; a press
 * on "Sign in" before the script has loaded signs in too, and no address ever holds the password.
 */

const session = browserSession();

/** Every address the page's frame went to: what its history can hold. */
function visitedAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  page.on('request', (request) => visited.push(request.url()));
  return visited;
}

async function signedInEmail(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/v2/my/sessions/current');
  return (await response.json()).user?.email;
}

async function linkInMail(email: string, subject: string, pattern: RegExp): Promise<string> {
  const mail = await newestMailTo(session.server.dataDir, email, { subject });
  const href = pattern.exec(mail.text ?? '')?.[0];
  if (!href) throw new Error(`no link in the mail to ${email}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

describe('forms with JavaScript off', () => {
  it('signs up, signs in, resets the password and sends the contact form', async () => {
    const email = 'noscript@example.com';
    const password = 'a long first password';
    const newPassword = 'a long second password';
    const page = await session.openContext({ javaScriptEnabled: false });
    // A refused sign-in or reset answers 401 or 400 with its page, which the console reports.
    session.expected.push(/the server responded with a status of 40[01]/);
    const visited = visitedAddresses(page);

    // Sign up: the form, then the check-your-email step the server draws after its redirect.
    await page.goto('/account/signup');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await visible(page.getByText(`We sent a link to ${email}`));
    await page.goto(
      await linkInMail(email, SIGN_UP_MAIL_SUBJECT, /https?:\/\/\S+\/account\/signup\?\S+/),
    );
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(`${session.server.url}/`);
    expect(await signedInEmail(page)).toBe(email);
    await page.context().clearCookies();

    // Sign in: a wrong password is refused in the page, the address kept and the password not.
    await page.goto('/account/login?return_to=%2Fmy_account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await visible(page.getByRole('alert'));
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`${session.server.url}/my_account`);
    expect(await signedInEmail(page)).toBe(email);
    await page.context().clearCookies();

    // Reset: ask for the link, then choose the new password on the page it opens.
    await page.goto('/account/reset_password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await visible(page.getByText(`If an account exists for ${email}`));
    await page.goto(
      await linkInMail(
        email,
        'Reset your Printshop password',
        /https?:\/\/\S+\/account\/reset_password\?\S+/,
      ),
    );
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill('something else entirely');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await visible(page.getByText('The two passwords are not the same.'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.waitForURL(`${session.server.url}/my_account`);
    expect(await signedInEmail(page)).toBe(email);

    // The contact form, with a topic chosen from the radio buttons.
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Nora');
    await page.getByLabel('Email').fill(email);
    await page.getByText('Products and designs').click();
    await page.getByLabel('Message').fill('Do you print on recycled paper?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByText('your message is on its way'));
    await visible(page.getByText(`to ${email}`));

    for (const secret of [password, newPassword, 'not my password']) {
      const encoded = encodeURIComponent(secret);
      expect(visited.filter((url) => url.includes(encoded) || url.includes(secret))).toEqual([]);
    }
  });
});

describe('a press before the script has loaded', () => {
  it('signs in through the form post, and the password never reaches an address', async () => {
    const email = 'early@example.com';
    const password = 'pressed too early';
    const signUp = await session.newDevice();
    await signUp.request.post('/api/v2/users', {
      headers: {
        'x-csrf-token': (await (await signUp.request.get('/api/v2/my/sessions/csrf_token')).json())
          .authenticity_token,
      },
      data: { first_name: 'Early', email, password },
    });
    const link = await linkInMail(
      email,
      SIGN_UP_MAIL_SUBJECT,
      /https?:\/\/\S+\/account\/signup\?\S+/,
    );
    await signUp.goto(link);
    await waitForHydration(signUp);
    await signUp.getByRole('button', { name: 'Create my account' }).click();
    await signUp.waitForURL(`${session.server.url}/`);

    const page = session.page;
    const visited = visitedAddresses(page);
    // The page's script is held back: the press lands on the server-rendered form alone.
    const held: Route[] = [];
    await page.route(/\/assets\/.*\.js$/, (route) => {
      held.push(route);
    });
    // Module scripts hold DOMContentLoaded back, so the page is taken as soon as it is drawn.
    await page.goto('/account/login?return_to=%2Fmy_account', { waitUntil: 'commit' });
    await visible(page.getByRole('button', { name: /^sign in$/i }));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`${session.server.url}/my_account`, { waitUntil: 'commit' });

    // Let the script come now: the page it lands on hydrates signed in.
    await page.unroute(/\/assets\/.*\.js$/);
    for (const route of held) await route.continue().catch(() => {});
    await waitForHydration(page);
    expect(await signedInEmail(page)).toBe(email);
    expect(held.length).toBeGreaterThan(0);
    const encoded = encodeURIComponent(password);
    expect(visited.filter((url) => url.includes(encoded) || url.includes(password))).toEqual([]);
    expect(visited.some((url) => url.includes('email='))).toBe(false);
  });

  it('opens a photo friend’s album, and the page carries on with it once the script comes', async () => {
    const owner = await session.newDevice();
    await signInAsDemo(owner);
    const link = new URL(
      (await (await owner.request.get('/api/v2/my/project/photo_friends_upload_url')).json()).url,
    );
    const address = `${link.pathname}${link.search}`;
    const friendName = 'Quintessa';

    const friend = await session.newDevice();
    const visited = visitedAddresses(friend);
    const held: Route[] = [];
    await friend.route(/\/assets\/.*\.js$/, (route) => {
      held.push(route);
    });
    await friend.goto(address, { waitUntil: 'commit' });
    await friend.getByLabel('Your name').fill(friendName);
    const posted = friend.waitForResponse((response) =>
      response.url().endsWith('/forms/photoFriendAlbum'),
    );
    // The post answers with the page again, drawn from the server with the name it took.
    const back = friend.waitForResponse(
      (response) => response.url() === link.href && response.request().method() === 'GET',
    );
    await friend.getByRole('button', { name: 'Continue' }).click();
    expect((await posted).status()).toBe(303);
    expect((await back).status()).toBe(200);

    // The script comes now: the page carries on with the album the post opened.
    await friend.unroute(/\/assets\/.*\.js$/);
    for (const route of held) await route.continue().catch(() => {});
    await waitForHydration(friend);
    expect(held.length).toBeGreaterThan(0);
    await visible(friend.getByText(`“Photos from ${friendName}”`, { exact: false }));
    await expect
      .poll(async () =>
        (await (await owner.request.get('/api/v2/my/albums')).json()).items.map(
          (album: { name: string }) => album.name,
        ),
      )
      .toContain(`Photos from ${friendName}`);
    expect(visited.filter((url) => url.includes(friendName))).toEqual([]);
  });
});
