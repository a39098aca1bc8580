import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * Photo friends in a real browser: the owner takes the friends link from the upload panel's
 * dialog; a friend without an account opens it, says who they are, and adds a photo, which lands
 * in the owner's album named after the friend, the same album again after a reload.
 */

const session = browserSession();

const albumsOf = (owner: Page) =>
  owner.evaluate(async () => {
    const response = await fetch('/api/v2/my/albums');
    const body = (await response.json()) as {
      items: { name: string; photo_count?: number; photoCount?: number }[];
    };
    return body.items.map((album) => ({
      name: album.name,
      photos: album.photo_count ?? album.photoCount,
    }));
  });

describe('photo friends', () => {
  it('lets a friend without an account add a photo to the owner guest album', async () => {
    const owner = session.page;
    await signInAsDemo(owner);
    await owner.getByRole('button', { name: 'Ask friends for photos' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Ask friends for photos' });
    const field = dialog.getByRole('textbox', { name: 'Link for your friends' });
    await expect.poll(() => field.inputValue()).toMatch(/^http/);
    const url = new URL(await field.inputValue());
    expect(url.pathname).toMatch(/^\/my\/friends\/upload\/\d+\/l\.[\w.-]+$/);
    expect(url.searchParams.get('uploadSource')).toBe('link');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const friend = await session.newDevice();
    await friend.goto(`${url.pathname}${url.search}`);
    await waitForHydration(friend);
    await visible(friend.getByRole('heading', { name: 'Add your photos for Demo', level: 1 }));
    await visible(friend.getByText('Demo asked you for photos.', { exact: false }));
    await friend.getByLabel('Your name').fill('Alex');
    await friend.getByRole('button', { name: 'Continue' }).click();
    await visible(friend.getByText('“Photos from Alex”', { exact: false }));

    const files = await writeJpegFiles([{ name: 'party.jpg', width: 72, height: 48, seed: 21 }]);
    await chooseFiles(friend, 'Choose photos', files);
    await visible(friend.getByRole('listitem', { name: 'party.jpg' }).getByText('Uploaded'));
    await visible(friend.getByText('All done: 1 photo sent to Demo.'));
    await expect.poll(() => albumsOf(owner)).toEqual([{ name: 'Photos from Alex', photos: 1 }]);

    // Back later on the same device: the name is remembered and the same album answers.
    await friend.reload();
    await waitForHydration(friend);
    await visible(friend.getByText('Adding photos as', { exact: false }));
    await visible(friend.getByRole('button', { name: 'Choose photos' }));
    expect(await albumsOf(owner)).toEqual([{ name: 'Photos from Alex', photos: 1 }]);
  });
});
