import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../storage/support/localS3Server';
import { browserSession, visible } from './support/browserSession';
import { jpegOf, writePhotoFiles } from './support/photoFiles';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * The shop configured for object storage (S3_* variables), as a growing shop runs it: a photo
 * uploaded in the browser goes over tus into the bucket, and its derivatives come back from it.
 */

const s3 = await startLocalS3();
// Registered before the session's hooks, so it runs after the server has stopped.
afterAll(() => s3.close());
const { settings } = s3;
const session = browserSession({
  serverEnv: {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: '1',
  },
});

describe('photos in object storage', () => {
  it('uploads a photo into the bucket and shows its derivatives from there', async () => {
    const { page } = session;
    await signInAsDemo(page, '/my/photos');
    await visible(page.getByRole('heading', { name: 'My photos', level: 1 }));
    const harbour = { name: 'harbour.jpg', width: 96, height: 64, seed: 7 };
    const [file] = await writePhotoFiles([{ name: harbour.name, content: await jpegOf(harbour) }]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await (await chooser).setFiles(file!);
    await visible(page.getByRole('listitem', { name: 'harbour.jpg' }).getByText('Uploaded'));

    // The background job makes the derivatives; the page's own session fetches one.
    const small = () =>
      page.evaluate(async () => {
        const list = await (await fetch('/api/v2/my/photos')).json();
        const url = list.items[0]?.urls?.small as string | undefined;
        if (!url) return undefined;
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type') };
      });
    await expect.poll(small, { timeout: 30_000 }).toEqual({ status: 200, type: 'image/webp' });
    await page.getByRole('link', { name: 'harbour.jpg' }).click();
    await visible(page.getByText('96 × 64 pixels'));

    const keys = s3.keys();
    expect(keys.some((key) => /^photos\/\d+\/\d+\/original$/.test(key))).toBe(true);
    expect(keys.every((key) => key.startsWith('photos/'))).toBe(true);
  });
});
