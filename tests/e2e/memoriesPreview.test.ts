import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { chooseFiles, writeJpegFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * /memories/preview against the production build: a memory reel made from the photo library with
 * a track (my/animated_projects, as the apps make one) plays with that track, and the player's
 * keys work as a video player's do. A screenshot goes to /tmp/editor-shots.
 */
const session = browserSession({ context: { viewport: { width: 1280, height: 860 } } });

/** Makes a reel of the caller's first `count` library photos with track `musicTrackId`. */
function makeReel(count: number, musicTrackId: number) {
  return session.page.evaluate(
    async ({ count, musicTrackId }) => {
      const current = await (await fetch('/api/v2/my/sessions/current')).json();
      const photos = await (
        await fetch(`/api/v2/my/photos?hide_duplicates=false&per_page=${count}`)
      ).json();
      const response = await fetch('/api/v2/my/animated_projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': current.csrf_token },
        body: JSON.stringify({
          photo_ids: (photos.items as { id: number }[]).slice(0, count).map((p) => p.id),
          music_track_id: musicTrackId,
          name: 'Summer at the lake',
        }),
      });
      if (!response.ok) throw new Error(`animated_projects answered ${response.status}`);
      return ((await response.json()) as { id: number }).id;
    },
    { count, musicTrackId },
  );
}

describe('/memories/preview', () => {
  it('plays a reel made with a track: its photos in order, its music, and the player keys', async () => {
    const { page } = session;
    await signInAsDemo(page, '/my/photos');
    await page.getByRole('button', { name: 'Essential only' }).click();
    await waitForHydration(page);
    // Three photos uploaded to the library, as a customer does, so the server has them.
    const names = ['lake.jpg', 'boat.jpg', 'sunset.jpg'];
    const specs = names.map((name, i) => ({ name, width: 96, height: 54, seed: 31 + i }));
    await chooseFiles(page, 'Upload photos', await writeJpegFiles(specs));
    for (const name of names) {
      await visible(page.getByRole('listitem', { name }).getByText('Uploaded'));
    }
    const pid = await makeReel(3, 2);

    await page.goto(`/memories/preview?pid=${pid}`);
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Summer at the lake' }));
    const player = await visible(page.getByRole('region', { name: 'Memory reel player' }));
    // The frame shows the first photo (its picture drawn), not an empty frame.
    await expect
      .poll(() => player.evaluate((element) => element.getElementsByTagName('image').length), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    // The track chosen when the reel was made, kept in its design.
    await visible(page.getByText('Music: Summer Road by Printshop Studio'));
    const audio = player.locator('audio');
    expect(await audio.getAttribute('src')).toMatch(/\S/);

    // Keys, from the player's own controls: → and ← step through the photos, Home goes back.
    await player.getByRole('button', { name: 'Play' }).focus();
    await page.keyboard.press('ArrowRight');
    await visible(player.getByRole('img', { name: 'Photo 2 of 3' }));
    await page.keyboard.press('ArrowRight');
    await visible(player.getByRole('img', { name: 'Photo 3 of 3' }));
    await page.keyboard.press('ArrowLeft');
    await visible(player.getByRole('img', { name: 'Photo 2 of 3' }));
    await page.keyboard.press('Home');
    await visible(player.getByRole('img', { name: 'Photo 1 of 3' }));

    // K plays: the reel's clock runs and the track plays with it; K again pauses both.
    await page.keyboard.press('k');
    await visible(player.getByRole('button', { name: 'Pause' }));
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused))
      .toBe(false);
    const played = player.getByRole('progressbar', { name: 'Played' });
    await expect
      .poll(() => played.evaluate((element: HTMLProgressElement) => element.value))
      .toBeGreaterThan(0);
    await page.keyboard.press('k');
    await visible(player.getByRole('button', { name: 'Play' }));
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    await page.screenshot({ path: '/tmp/editor-shots/memories-preview.png' });
  }, 180_000);
});
