import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { newestMailTo } from './support/mailOutbox';
import { signUpInBrowser } from './support/signUpInBrowser';

const session = browserSession();

async function signUp(firstName: string, email: string, password: string) {
  await signUpInBrowser(session.page, session.server.dataDir, { firstName, email, password });
  await session.page.waitForURL(`${session.server.url}/`);
}

async function signIn(email: string, password: string) {
  await session.page.getByLabel('Email').fill(email);
  await session.page.getByLabel('Password').fill(password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
}

describe('account deletion in a real browser', () => {
  it('deletes an account through the emailed link, and the credentials stop working', async () => {
    const email = 'leaving@example.com';
    const password = 'a long enough password';
    await signUp('Leona', email, password);

    await session.page.goto('/account-delete/email-settings');
    await waitForHydration(session.page);
    await visible(session.page.getByRole('heading', { name: 'Too many emails?' }));
    await visible(session.page.getByRole('link', { name: 'Change email preferences' }));
    await session.page.getByRole('button', { name: 'Continue to delete my account' }).click();
    await session.page.waitForURL(/\/account-delete\/verify-password$/);

    await (await visible(session.page.getByLabel('Password', { exact: true }))).fill(password);
    await session.page.getByRole('button', { name: 'Send me the confirmation link' }).click();
    await session.page.waitForURL(/\/account-delete\/confirmation-sent$/);
    await visible(session.page.getByRole('heading', { name: 'Check your email' }));

    const mail = await newestMailTo(session.server.dataDir, email, {
      subject: 'Confirm the deletion of your Printshop account',
    });
    const href = /https?:\/\/\S+\/account-delete\/confirmation\?\S+/.exec(mail.text ?? '')?.[0];
    expect(href).toBeDefined();
    const link = new URL(href!);
    expect(link.searchParams.get('evt')).toBeTruthy();
    expect(link.searchParams.get('uid')).toMatch(/^\d+$/);

    await session.page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(session.page);
    await visible(session.page.getByRole('heading', { name: 'Delete your account' }));
    await session.page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(
      session.page.getByText('Your account and personal data are gone, and you are signed out.'),
    );
    await visible(session.page.getByRole('link', { name: /sign in/i }).first());

    await session.page.goto('/account/login');
    await waitForHydration(session.page);
    session.expected.push(/status of 401/);
    await signIn(email, password);
    await visible(session.page.getByText(/email or password is not correct/i));
  });

  it('keeps the steps in order: a later step opened directly starts over', async () => {
    await session.page.goto('/account-delete/verify-password');
    await session.page.waitForURL(/\/account-delete\/email-settings$/);
    await visible(session.page.getByRole('heading', { name: 'Too many emails?' }));

    await session.page.goto('/account-delete/confirmation');
    await waitForHydration(session.page);
    await visible(session.page.getByText(/missing part of it/));
    await visible(session.page.getByRole('link', { name: 'Start again' }));

    // A wrong or spent link is refused, and the page offers a new one instead of a retry.
    await session.page.goto('/account-delete/confirmation?evt=not-a-real-token&uid=1');
    await waitForHydration(session.page);
    session.expected.push(/status of 400/);
    await session.page.getByRole('button', { name: 'Delete my account' }).click();
    await visible(session.page.getByRole('alert').getByText(/invalid, expired or already used/));
    await visible(session.page.getByRole('link', { name: 'Start again' }));
    expect(await session.page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
  });
});

describe('small account pages', () => {
  it('keeps a claimed offer for the cart and returns to return_to', async () => {
    await session.page.goto('/claim-offer?coupon_code=spring25&return_to=%2Fcontact');
    await session.page.waitForURL(`${session.server.url}/contact`);
    const stored = await session.page.evaluate(() =>
      localStorage.getItem('printshop.pendingCoupon'),
    );
    expect(JSON.parse(stored!)).toMatchObject({ code: 'SPRING25' });

    // Another site as return_to is refused: home instead.
    await session.page.goto('/claim-offer?coupon_code=WINTER&return_to=https%3A%2F%2Fevil.example');
    await session.page.waitForURL(`${session.server.url}/`);
  });

  it('hands the editor a token in the fragment, after sign-in for a guest', async () => {
    await session.page.goto('/account/auth_editor?returnTo=%2Fcontact%3Ffrom%3Deditor');
    await session.page.waitForURL(/\/account\/login\?return_to=/);
    await waitForHydration(session.page);
    await signIn('demo@printshop.test', 'demo-printshop');
    await session.page.waitForURL(/\/contact\?from=editor#token=/);

    const token = decodeURIComponent(new URL(session.page.url()).hash.slice('#token='.length));
    const response = await fetch(`${session.server.url}/api/v2/my/sessions/current`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe('demo@printshop.test');

    // Signed in already: straight through.
    await session.page.goto('/account/auth_editor?returnTo=%2Fcontact');
    await session.page.waitForURL(/\/contact#token=/);
  });

  it('explains a provider sign-in without an email', async () => {
    await session.page.goto('/account/specify-email?provider=facebook&error=access_denied');
    await waitForHydration(session.page);
    await visible(session.page.getByRole('heading', { name: 'We need your email address' }));
    await visible(session.page.getByText(/Facebook: You did not allow access/));
    await visible(session.page.getByRole('link', { name: 'Create an account with my email' }));
  });
});
