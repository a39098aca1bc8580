import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './browserSession';

/*
 * The checkout page's steps as a customer takes them, for journeys that end in an order: an
 * address and a shipping method, then the sandbox card; and the print file the order makes.
 */

/** Adds an address through the cart's dialog; the cart ships to it. */
export async function addAddress(page: Page) {
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add an address' }));
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Address line 1').fill('1 Infinite Loop');
  await dialog.getByRole('combobox', { name: 'Postal code' }).fill('60601');
  await dialog.getByLabel('City').fill('Chicago');
  await dialog.getByLabel('State / province').fill('IL');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.getByRole('radio', { name: /Grace Hopper/ }).isChecked(), { timeout: 10_000 })
    .toBe(true);
}

export async function addAddressAndShipping(page: Page) {
  await addAddress(page);
  const section = page.getByRole('region', { name: 'Shipping method' });
  await (await visible(section.getByRole('radio').first()))
    .locator('xpath=ancestor::label[1]')
    .click();
  await expect.poll(() => page.getByText('Choose a shipping method first.').count()).toBe(0);
}

/** Pays with the sandbox's test Visa and waits for the confirmation; answers the order number. */
export async function payWithSandboxCard(page: Page): Promise<string> {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/confirm', { timeout: 30_000 });
  return (await page.getByTestId('order-number').locator('strong').textContent()) ?? '';
}

/** The print file of an ordered project, once the print job has written it. */
export async function printFileOf(dataDir: string, projectId: number): Promise<string> {
  const file = path.join(dataDir, 'blobs', 'prints', String(projectId), 'print.pdf');
  await expect
    .poll(
      () =>
        access(file).then(
          () => true,
          () => false,
        ),
      { timeout: 90_000, interval: 1000 },
    )
    .toBe(true);
  return file;
}
