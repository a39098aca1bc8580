import type { Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../../../src/server/db/seed/seedDemo';
import { waitForHydration } from './browserSession';

/** Signs in as the seeded demo account through the login page and waits to land on `target`. */
export async function signInAsDemo(page: Page, target = '/my/photos'): Promise<void> {
  await page.goto(`/account/login?return_to=${encodeURIComponent(target)}`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === target);
}
