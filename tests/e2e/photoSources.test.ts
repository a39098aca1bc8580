import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeService } from '../server/support/fakePhotoSources/fakeService';
import { startFakeSocial } from '../server/support/fakePhotoSources/fakeSocial';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { jpegOf } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * Importing from a photo source in a real browser against the real server: the server is pointed
 * at a local fake of the social network (its Graph-shaped API and sign-in page), as it would be
 * pointed at a staging host.
 */

let fake: FakeService;
const serverEnv: Record<string, string> = {};
// Registered before the session's own hook, so the server starts knowing the fake's address.
beforeAll(async () => {
  fake = await startFakeSocial({
    albums: [{ id: 'album-trip', name: 'Road trip' }],
    pictures: await Promise.all(
      ['canyon.jpg', 'desert.jpg', 'motel.jpg'].map(async (name, i) => ({
        id: `pic-${i + 1}`,
        name,
        albumId: 'album-trip',
        bytes: await jpegOf({ name, width: 96, height: 64, seed: 40 + i }),
        mimeType: 'image/jpeg',
        width: 96,
        height: 64,
      })),
    ),
  });
  serverEnv.PHOTO_SOURCE_SOCIAL_URL = fake.url;
});
afterAll(() => fake?.close());

const session = browserSession({ serverEnv });

describe('importing from a photo source', () => {
  it('connects, browses an album, imports two photos and shows them in the library', async () => {
    const { page } = session;
    await signInAsDemo(page, '/my/photos');
    await visible(page.getByRole('heading', { name: 'My photos', level: 1 }));

    await page.getByRole('button', { name: 'Import from…' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Import photos' }));
    const social = await visible(dialog.getByRole('listitem', { name: 'Social network' }));
    await visible(social.getByText('Not connected'));
    await social.getByRole('button', { name: 'Connect' }).click();
    // Off to the source's sign-in page, which approves at once and sends us back.
    await page.waitForURL((url) => url.pathname === '/my/photos' && url.search === '');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Import from…' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Import photos' }));
    await visible(
      dialog
        .getByRole('listitem', { name: 'Social network' })
        .getByText('Connected', { exact: true }),
    );
    await dialog
      .getByRole('listitem', { name: 'Social network' })
      .getByRole('button', { name: 'Choose photos' })
      .click();
    dialog = await visible(page.getByRole('dialog', { name: 'Import from Social network' }));

    // The album, chosen by keyboard in the album picker.
    await dialog.getByRole('button', { name: /Album/ }).click();
    await page.getByRole('option', { name: /Road trip/ }).click();
    const grid = await visible(dialog.getByRole('grid', { name: 'Photos in Road trip' }));
    // Two on the first page (the fake's page size), the third behind "Show more photos".
    await visible(grid.getByRole('row', { name: /desert\.jpg/ }));
    await dialog.getByRole('button', { name: 'Show more photos' }).click();
    await visible(grid.getByRole('row', { name: /motel\.jpg/ }));
    // Previews come through our proxy, and load.
    await expect
      .poll(() =>
        grid
          .locator('img')
          .evaluateAll((images) =>
            images.every(
              (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);

    // One by pointer, one by keyboard.
    await grid.getByRole('row', { name: 'canyon.jpg' }).click();
    await grid.getByRole('row', { name: 'motel.jpg' }).focus();
    await page.keyboard.press('Space');
    expect(
      await grid
        .locator('[role="row"][aria-selected="true"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
    ).toEqual(['canyon.jpg', 'motel.jpg']);
    await dialog.getByRole('button', { name: 'Import 2 photos' }).click();

    // The dialog is named by its heading, which now says what it does.
    dialog = await visible(page.getByRole('dialog', { name: 'Importing from Social network' }));
    await visible(dialog.getByText('2 of 2 photos are in your library.'));
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The library's sync brings them in, the album with them.
    const names = page.getByRole('list', { name: 'Photos' });
    await visible(names.getByRole('link', { name: /canyon\.jpg/ }));
    await visible(names.getByRole('link', { name: /motel\.jpg/ }));
    expect(await names.getByRole('link', { name: /desert\.jpg/ }).count()).toBe(0);
    await page.goto('/my/photos/albums');
    await visible(page.getByRole('listitem', { name: 'Road trip', exact: true }));

    // Disconnecting forgets the access; the imported photos stay.
    await page.goto('/my/photos');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Import from…' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Import photos' }));
    const row = dialog.getByRole('listitem', { name: 'Social network' });
    await visible(row.getByText('Connected', { exact: true }));
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await visible(row.getByText('Not connected'));
    await visible(row.getByRole('button', { name: 'Connect' }));
    await page.keyboard.press('Escape');
    await visible(
      page.getByRole('list', { name: 'Photos' }).getByRole('link', { name: 'canyon.jpg' }),
    );
  });
});
