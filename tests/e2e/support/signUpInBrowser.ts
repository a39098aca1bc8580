import type { Page } from 'playwright-core';
import { newestMailTo } from './mailOutbox';

export const SIGN_UP_MAIL_SUBJECT = 'Confirm your email to finish creating your Printshop account';

export interface NewAccount {
  firstName: string;
  email: string;
  password: string;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Signs up through the pages as a person does: the form (at `signUpPath`, which may carry a
 * return_to), the "check your email" answer, the link in the mail from the server's outbox
 * under `dataDir`, and the button that creates the account. The caller waits for where the
 * page goes next (the return_to, or home). Answers the link the mail held.
 */
export async function signUpInBrowser(
  page: Page,
  dataDir: string,
  account: NewAccount,
  signUpPath = '/account/signup',
): Promise<URL> {
  await page.goto(signUpPath);
  await hydrated(page);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `We sent a link to ${account.email}` })
    .waitFor({ timeout: 10_000 });

  const mail = await newestMailTo(dataDir, account.email, { subject: SIGN_UP_MAIL_SUBJECT });
  const href = /https?:\/\/\S+\/account\/signup\?\S+/.exec(mail.text ?? '')?.[0];
  if (!href) throw new Error(`no sign-up link in the mail to ${account.email}`);
  const link = new URL(href);
  await page.goto(`${link.pathname}${link.search}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  return link;
}
