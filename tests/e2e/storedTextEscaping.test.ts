import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { signInAsDemo } from './support/signInAsDemo';

/*
 * Stored text is shown as text on every page that shows it, server-rendered and hydrated: a
 * name, an address, an album or a project called like markup neither runs nor becomes markup —
 * including the public page a photo friend opens from a link, where a stranger sees the owner's
 * words.
 */

const session = browserSession();

/** Runs if it is ever parsed as markup; its text is what every page must show instead. */
const MARKUP = `<img src=x onerror="window.__xss=1">"'&`;
const short = (label: string) => `${label}${MARKUP}`;

/** Calls the shop's API from the page, as its own scripts do (session cookie and CSRF token). */
async function call(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = await (await fetch('/api/v2/my/sessions/csrf_token')).json();
      const response = await fetch(`/api/v2/${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.authenticity_token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

/** The page shows `text` literally, ran none of it, and its served HTML holds no such tag. */
async function showsAsText(page: Page, url: string, text: string) {
  const served = await page.request.get(url);
  expect(await served.text(), url).not.toContain('<img src=x onerror');
  await page.goto(url);
  await waitForHydration(page);
  await visible(page.getByText(text, { exact: false }).first());
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss), url).toBeUndefined();
  expect(await page.locator('img[src="x"]').count(), url).toBe(0);
}

describe('stored text on every page that shows it', () => {
  it('shows names, addresses, albums and projects as text, never as markup', async () => {
    const { page } = session;
    await signInAsDemo(page, '/my/photos');

    const name = short('Ada');
    const details = await call(page, 'POST', 'my/account/update_details', { first_name: name });
    expect(details.status).toBe(200);
    const address = await call(page, 'POST', 'my/addresses/create', {
      first_name: short('Grace'),
      last_name: 'Hopper',
      line1: short('1 Loop'),
      city: 'Chicago',
      state: 'IL',
      postal_code: '60601',
      country: 'US',
    });
    expect(address.status, JSON.stringify(address.json)).toBe(200);
    const album = await call(page, 'POST', 'my/albums', { name: short('Trip') });
    expect(album.status, JSON.stringify(album.json)).toBe(200);
    const project = await call(page, 'POST', 'my/projects', { product_type_id: 1 });
    expect(project.status, JSON.stringify(project.json)).toBe(200);
    const projectId = project.json.id as number;
    const renamed = await call(page, 'POST', 'my/project/update', {
      project_id: projectId,
      name: short('Book'),
    });
    expect(renamed.status).toBe(200);

    await showsAsText(page, '/my_account?panel=details', 'Ada<img');
    await showsAsText(page, '/my_account?panel=addresses', 'Grace<img');
    await showsAsText(page, '/my/photos/albums', 'Trip<img');
    await showsAsText(page, `/my/photos/albums/${album.json.id}`, 'Trip<img');
    // The editor shows the name in its rename field: as the field's value, not as markup.
    await page.goto(`/editor?pid=${projectId}`);
    await waitForHydration(page);

    const title = await visible(page.getByRole('textbox', { name: 'Project name' }));
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe(short('Book'));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // The link a photo friend gets opens a public page with the owner's and the project's names.
    const link = await call(
      page,
      'GET',
      `my/project/photo_friends_upload_url?project_id=${projectId}`,
    );
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const friend = await session.newDevice();
    const url = new URL(link.json.url, session.server.url);
    await showsAsText(friend, `${url.pathname}${url.search}`, 'Ada<img');
  });
});
