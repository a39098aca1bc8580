import { appendFile, cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress';
import { PAGES_CACHE } from '../../src/shared/offline/cacheNames';
import { browserSession, waitForHydration } from './support/browserSession';
import { type RunningServer, startProductionServer } from './support/productionServer';

const session = browserSession({ serviceWorker: true });

/** Waits until a worker is active, then navigates again so that the page is controlled by it. */
async function loadControlled(url: string) {
  await session.page.goto(url);
  await waitForHydration(session.page);
  await session.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await session.page.goto(url);
  await waitForHydration(session.page);
  expect(await session.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function cachedPaths(cacheName: string): Promise<string[]> {
  return session.page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

describe('the installable app', () => {
  it('passes the browser installability checks with its manifest and worker', async () => {
    await loadControlled('/');
    const cdp = await session.context.newCDPSession(session.page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(manifest.errors).toEqual([]);
    const manifestResponse = await session.page.request.get(manifest.url);
    expect(manifestResponse.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chrome never offers installing.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    const worker = await session.page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect((await session.page.request.get('/offline.html')).status()).toBe(200);
  });

  it('shows the install button once the browser offers installing', async () => {
    await session.page.goto('/');
    await waitForHydration(session.page);
    const install = session.page.getByRole('button', { name: 'Install the app' });
    expect(await install.count()).toBe(0);
    await session.page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await install.waitFor({ state: 'visible', timeout: 10_000 });
    await install.click();
    // An offer prompts once; the button goes with it.
    await install.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('offline: a visited page reloads from the cache with its images, others get the offline page', async () => {
    await loadControlled('/');
    await session.context.setOffline(true);
    session.expected.push(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|status of 503|offline/i,
    );

    await session.page.reload();
    await session.page.getByRole('heading', { name: /Your photos, beautifully printed/i }).waitFor({
      state: 'visible',
      timeout: 15_000,
    });
    const brokenImages = await session.page.evaluate(
      () =>
        [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).length,
    );
    expect(brokenImages).toBe(0);

    await session.page.goto('/contact');
    await session.page
      .getByRole('heading', { name: 'You are offline' })
      .waitFor({ timeout: 15_000 });
    await session.page.getByRole('link', { name: 'My photos' }).waitFor();
    expect(await session.page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '',
    );
    await session.context.setOffline(false);
  });

  it('sign-out removes the signed-in pages from the cache', async () => {
    await loadControlled('/account/login');
    await session.page.getByLabel('Email').fill('demo@printshop.test');
    await session.page.getByLabel('Password').fill('demo-printshop');
    await session.page.getByRole('button', { name: /sign in/i }).click();
    await session.page.waitForURL(`${session.server.url}/`);
    await session.page.goto('/my_account');
    await waitForHydration(session.page);
    expect(await cachedPaths(PAGES_CACHE)).toContain('/my_account');

    await session.page.getByRole('button', { name: /account menu/i }).click();
    await session.page.getByRole('button', { name: /sign out/i }).click();
    await session.page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await cachedPaths(PAGES_CACHE)).not.toContain('/my_account');
  });
});

describe('a new version deployed while a tab is open', () => {
  // Inside the repo, so the copied server bundle still resolves node_modules.
  const copyDir = path.resolve(import.meta.dirname, '../.tmp/installable-update-dist');
  let updateServer: RunningServer;

  beforeAll(async () => {
    const source = path.resolve(process.env.DIST_DIR || 'dist');
    await rm(copyDir, { recursive: true, force: true });
    await cp(source, copyDir, { recursive: true });
    updateServer = await startProductionServer({ DIST_DIR: copyDir });
  }, 90_000);

  afterAll(async () => {
    await updateServer?.stop();
    await rm(copyDir, { recursive: true, force: true });
  });

  it('is announced, and taken when the user chooses to reload', async () => {
    await session.openContext({ baseURL: updateServer.url });
    await loadControlled('/');
    const notice = session.page
      .getByRole('status')
      .filter({ hasText: 'A new version is available' });
    expect(await notice.count()).toBe(0);

    // The deploy: a different worker script (any byte change makes it a new version), with the
    // compressed copies a build writes beside it.
    const worker = path.join(copyDir, 'client/sw.js');
    await appendFile(worker, '\n// the next release\n');
    await precompress(path.dirname(worker), (file) => file === worker);
    await session.page.goto('/contact');
    await notice.waitFor({ state: 'visible', timeout: 20_000 });
    expect(
      await session.page.evaluate(
        async () => (await navigator.serviceWorker.ready).waiting !== null,
      ),
    ).toBe(true);

    const reloaded = session.page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
    await waitForHydration(session.page);
    const state = await session.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller?.state,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: 'activated' });
    expect(await notice.count()).toBe(0);
  });
});
