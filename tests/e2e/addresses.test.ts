import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { browserSession, visible } from './support/browserSession';

const session = browserSession();

const PANEL = '/my_account?panel=addresses';

async function openAddressesSignedIn() {
  await session.page.goto(PANEL);
  await session.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await session.page.waitForURL((url) => url.pathname === '/account/login');
  await session.page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await session.page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
  await session.page.waitForURL((url) => `${url.pathname}${url.search}` === PANEL);
  await visible(session.page.getByRole('heading', { name: 'Addresses', level: 2 }));
}

const screenshots = process.env.ADDRESSES_SCREENSHOTS;

describe('the addresses panel', () => {
  it('adds an address with postal-code suggestions, then edits it', async () => {
    await openAddressesSignedIn();
    await session.page.getByRole('button', { name: 'Add address' }).click();
    const dialog = await visible(session.page.getByRole('dialog', { name: 'Add an address' }));
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Address line 1').fill('1 Infinite Loop');

    // A wrong code is refused by the server on its field.
    session.expected.push(/Failed to load resource: the server responded with a status of 400/);
    await dialog.getByRole('combobox', { name: 'Postal code' }).fill('1234');
    await dialog.getByLabel('City').fill('Nowhere');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await visible(dialog.getByText(/Enter a 5-digit ZIP code/));

    // Picking a suggestion fills city and state.
    await dialog.getByRole('combobox', { name: 'Postal code' }).fill('6060');
    const option = await visible(
      session.page.getByRole('option', { name: /60601 · Chicago · IL/ }),
    );
    if (screenshots) await session.page.screenshot({ path: `${screenshots}/addresses-form.png` });
    await option.click();
    expect(await dialog.getByRole('combobox', { name: 'Postal code' }).inputValue()).toBe('60601');
    expect(await dialog.getByLabel('City').inputValue()).toBe('Chicago');
    expect(await dialog.getByLabel('State / province').inputValue()).toBe('IL');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await visible(
      session.page.getByRole('status').filter({ hasText: 'The address of Grace was added.' }),
    );
    const card = await visible(session.page.getByRole('listitem', { name: /Grace Hopper/ }));
    await visible(card.getByText('Default'));
    await visible(card.getByText('Chicago, IL 60601'));

    await card.getByRole('button', { name: 'Edit the address of Grace Hopper' }).click();
    const edit = await visible(session.page.getByRole('dialog', { name: 'Edit address' }));
    await edit.getByLabel('Address line 2').fill('Suite 42');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await visible(
      session.page.getByRole('status').filter({ hasText: 'The address of Grace was updated.' }),
    );
    await visible(card.getByText('Suite 42'));

    // Still there after a reload.
    await session.page.reload();
    await visible(
      session.page.getByRole('listitem', { name: /Grace Hopper/ }).getByText('Suite 42'),
    );

    // Delete asks first; keeping the address changes nothing.
    const deleteButton = session.page.getByRole('button', {
      name: 'Delete the address of Grace Hopper',
    });
    await deleteButton.click();
    let confirm = await visible(
      session.page.getByRole('alertdialog', { name: 'Delete this address?' }),
    );
    await confirm.getByRole('button', { name: 'Keep address' }).click();
    await visible(session.page.getByRole('listitem', { name: /Grace Hopper/ }));
    await deleteButton.click();
    confirm = await visible(
      session.page.getByRole('alertdialog', { name: 'Delete this address?' }),
    );
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await visible(
      session.page
        .getByRole('status')
        .filter({ hasText: 'The address of Grace Hopper was deleted.' }),
    );
    // The list follows once it has been fetched again.
    await expect
      .poll(() => session.page.getByRole('listitem', { name: /Grace Hopper/ }).count())
      .toBe(0);
  });

  it('imports a CSV and lists the rejected row with its reason', async () => {
    await openAddressesSignedIn();
    const csv = [
      'First name,Last name,Address,City,State,ZIP,Country',
      'Ada,Lovelace,350 Fifth Avenue,New York,NY,10118,US',
      'Bob,Broken,2 Main St,Springfield,IL,ABCDE,US',
      'Alan,Turing,10 Downing Street,London,,SW1A 2AA,GB',
    ].join('\r\n');
    const chooser = session.page.waitForEvent('filechooser');
    await session.page.getByRole('button', { name: 'Import CSV…' }).click();
    await (await chooser).setFiles({
      name: 'recipients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await visible(session.page.getByText('2 addresses were imported.'));
    const rejected = await visible(session.page.getByRole('list', { name: 'Rows not imported' }));
    expect(await rejected.textContent()).toMatch(/Row 3:.*5-digit ZIP code/);
    await visible(session.page.getByRole('listitem', { name: /Ada Lovelace/ }));
    await visible(session.page.getByRole('listitem', { name: /Alan Turing/ }));
    expect(await session.page.getByRole('listitem', { name: /Bob Broken/ }).count()).toBe(0);
    // The first address of an empty book became the default; another can take its place.
    await visible(session.page.getByRole('listitem', { name: 'Ada Lovelace, default address' }));
    await session.page
      .getByRole('button', { name: 'Make the address of Alan Turing the default' })
      .click();
    await visible(session.page.getByRole('listitem', { name: 'Alan Turing, default address' }));
    await visible(session.page.getByRole('listitem', { name: 'Ada Lovelace' }));
    const template = session.page.getByRole('link', { name: 'Download the CSV template' });
    expect(await template.getAttribute('download')).toBe('addresses-template.csv');
    if (screenshots)
      await session.page.screenshot({ path: `${screenshots}/addresses-panel.png`, fullPage: true });
  });
});
