import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { browserSession, visible, waitForHydration } from './support/browserSession';

const session = browserSession();

/** Opens an account page as a guest: sign-in comes first, then the page asked for. */
async function openSignedIn(path: string) {
  await session.page.goto(path);
  await waitForHydration(session.page);
  await session.page.waitForURL((url) => url.pathname === '/account/login');
  expect(new URL(session.page.url()).searchParams.get('return_to')).toBe(path);
  await session.page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await session.page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
  await session.page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await visible(session.page.getByRole('heading', { name: 'My account', level: 1 }));
}

const tab = (name: string) => session.page.getByRole('tab', { name });

describe('/my_account', () => {
  it('changes the name on the details panel, and the change survives a reload', async () => {
    await openSignedIn('/my_account?panel=details');
    await visible(session.page.getByRole('tab', { name: 'Account details', selected: true }));
    const firstName = await visible(session.page.getByLabel('First name'));
    expect(await firstName.inputValue()).toBe('Demo');
    // No current password asked for a name change.
    expect(await session.page.getByLabel('Current password').count()).toBe(0);
    await firstName.fill('Demetra');
    await session.page.getByRole('button', { name: 'Save details' }).click();
    await visible(session.page.getByRole('status').filter({ hasText: 'Your details are saved.' }));
    await visible(session.page.getByRole('button', { name: 'Account menu for Demetra' }));

    // Changing the email asks for the current password.
    await session.page.getByLabel('Email', { exact: true }).fill('someone-else@printshop.test');
    await visible(session.page.getByLabel('Current password'));
    await session.page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await session.page.getByLabel('Current password').waitFor({ state: 'detached' });

    await session.page.reload();
    await waitForHydration(session.page);
    expect(await (await visible(session.page.getByLabel('First name'))).inputValue()).toBe(
      'Demetra',
    );
  });

  it('switches to email preferences by keyboard and saves a frequency', async () => {
    await openSignedIn('/my_account?panel=details');
    await tab('Account details').focus();
    await session.page.keyboard.press('ArrowRight');
    await session.page.waitForURL((url) => url.search === '?panel=email_preferences');
    await visible(session.page.getByRole('tab', { name: 'Email preferences', selected: true }));
    // A query change is not a new page: focus stays on the tab the keyboard moved to.
    expect(await tab('Email preferences').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    const weekly = await visible(session.page.getByRole('radio', { name: /^Weekly/ }));
    expect(await weekly.isChecked()).toBe(true);
    await weekly.focus();
    // Arrow keys move the choice inside the radio group: Weekly → Monthly.
    await session.page.keyboard.press('ArrowDown');
    await visible(session.page.getByRole('radio', { name: /^Monthly/, checked: true }));
    await session.page.getByRole('button', { name: 'Save preferences' }).focus();
    await session.page.keyboard.press('Enter');
    await visible(
      session.page.getByRole('status').filter({ hasText: 'email preferences are saved' }),
    );

    await session.page.reload();
    await waitForHydration(session.page);
    expect(
      await (await visible(session.page.getByRole('radio', { name: /^Monthly/ }))).isChecked(),
    ).toBe(true);
  });

  it('falls back to the orders panel for an unknown panel and shows the empty state', async () => {
    await openSignedIn('/my_account?panel=bogus');
    await visible(session.page.getByRole('tab', { name: 'Orders', selected: true }));
    await visible(session.page.getByText("You haven't placed an order yet."));
    await visible(session.page.getByRole('link', { name: 'Start a project' }));
  });

  it('deletes a saved card after confirming', async () => {
    await openSignedIn('/my_account?panel=credit_cards');
    const cards = await visible(session.page.getByRole('list', { name: 'Saved cards' }));
    await visible(cards.getByText('Visa'));
    expect(await cards.getByRole('listitem').count()).toBe(2);

    await session.page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    const dialog = await visible(
      session.page.getByRole('alertdialog', { name: 'Delete this card?' }),
    );
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await visible(
      session.page.getByRole('status').filter({ hasText: 'Visa ending in 4242 was deleted.' }),
    );
    await session.page.waitForFunction(
      () => document.querySelectorAll('[role="alertdialog"]').length === 0,
    );
    await cards.getByRole('listitem').filter({ hasText: '4242' }).waitFor({ state: 'detached' });
    expect(await cards.getByRole('listitem').count()).toBe(1);

    await session.page.reload();
    await waitForHydration(session.page);
    const after = await visible(session.page.getByRole('list', { name: 'Saved cards' }));
    expect(await after.getByRole('listitem').count()).toBe(1);
    await visible(after.getByText('Mastercard'));
  });
});
