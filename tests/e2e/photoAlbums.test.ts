import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { browserSession, visible, waitForHydration } from './support/browserSession';

/* The albums page in a real browser against the real server: create, rename and delete. */

const session = browserSession();

const ALBUMS = '/my/photos/albums';

describe('the albums page', () => {
  it('creates an album, renames it, and deletes it after asking', async () => {
    const { page } = session;
    await page.goto(`/account/login?return_to=${encodeURIComponent(ALBUMS)}`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === ALBUMS);
    await visible(page.getByRole('heading', { name: 'My albums', level: 1 }));

    // A new album, listed with no photos and linking to the library filtered to it.
    await page.getByRole('button', { name: 'New album' }).click();
    const create = await visible(page.getByRole('dialog', { name: 'New album' }));
    await create.getByLabel('Album name').fill('Summer');
    await create.getByRole('button', { name: 'Create album' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'The album Summer was created.' }));
    const summer = await visible(page.getByRole('listitem', { name: 'Summer', exact: true }));
    await visible(summer.getByText('0 photos', { exact: true }));
    const href = await summer.getByRole('link', { name: 'Summer, 0 photos' }).getAttribute('href');
    expect(href).toMatch(/^\/my\/photos\/albums\/\d+$/);

    // Renamed.
    await summer.getByRole('button', { name: 'Rename the album Summer' }).click();
    const rename = await visible(page.getByRole('dialog', { name: 'Rename Summer' }));
    expect(await rename.getByLabel('Album name').inputValue()).toBe('Summer');
    await rename.getByLabel('Album name').fill('Summer 2026');
    await rename.getByRole('button', { name: 'Rename album' }).click();
    await visible(
      page.getByRole('status').filter({ hasText: 'The album Summer is now called Summer 2026.' }),
    );
    const renamed = await visible(page.getByRole('listitem', { name: 'Summer 2026', exact: true }));
    expect(await page.getByRole('listitem', { name: 'Summer', exact: true }).count()).toBe(0);

    // Delete asks first; keeping it changes nothing, confirming removes it.
    await renamed.getByRole('button', { name: 'Delete the album Summer 2026' }).click();
    let confirm = await visible(
      page.getByRole('alertdialog', { name: 'Delete the album Summer 2026?' }),
    );
    await confirm.getByRole('button', { name: 'Keep album' }).click();
    await visible(page.getByRole('listitem', { name: 'Summer 2026', exact: true }));
    await renamed.getByRole('button', { name: 'Delete the album Summer 2026' }).click();
    confirm = await visible(
      page.getByRole('alertdialog', { name: 'Delete the album Summer 2026?' }),
    );
    await confirm.getByRole('button', { name: 'Delete album' }).click();
    await visible(
      page.getByRole('status').filter({ hasText: 'The album Summer 2026 was deleted.' }),
    );
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Summer 2026', exact: true }).count())
      .toBe(0);

    // Gone after a reload too.
    await page.reload();
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'My albums', level: 1 }));
    await expect.poll(() => page.getByText(/Loading your albums/).count()).toBe(0);
    expect(await page.getByRole('listitem', { name: 'Summer 2026', exact: true }).count()).toBe(0);

    // A photo opened under the albums page is shown by the library's photo view at its own URL
    // (tests/e2e/photoView.test.ts steps through one); this account has no photo 1.
    await page.goto(`${ALBUMS}/photo/1?sortBy=date-added-asc`);
    await visible(page.getByRole('heading', { name: 'Photo not found', level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/my/photos/albums/photo/1');
    await page.getByRole('link', { name: 'Back to albums' }).click();
    await page.waitForURL(
      (url) => url.pathname === ALBUMS && url.search.includes('date-added-asc'),
    );
  });
});
