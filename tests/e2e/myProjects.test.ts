import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { editorReady, projectIdInAddress } from './support/editorDesign';
import { signUpInBrowser } from './support/signUpInBrowser';

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' }, serviceWorker: true });

let people = 0;

/** A new account, signed in, with one photo book made in the editor; answers the project id. */
async function personWithBook(page: Page, pageCount?: number): Promise<number> {
  people += 1;
  const account = {
    firstName: 'Robin',
    email: `robin${people}-${Date.now()}@printshop.test`,
    password: 'correct horse battery',
  };
  await signUpInBrowser(page, session.server.dataDir, account);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(
    `/editor?new=true&type=photo-books${pageCount ? `&page_count=${pageCount}` : ''}`,
  );
  await editorReady(page);
  return projectIdInAddress(page);
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function menuAction(page: Page, project: string, action: string) {
  await card(page, project)
    .getByRole('button', { name: `More actions for ${project}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function openHome(page: Page, path = '/home') {
  await page.goto(path);
  await waitForHydration(page);
  await visible(page.getByRole('heading', { name: 'My projects', level: 1 }));
}

describe('my projects at /home', () => {
  it('finds a project made in the editor, renames, archives, restores, copies and deletes it with undo', async () => {
    const { page } = session;
    // A 100-page book: its copy is a background job whose progress the list shows.
    await personWithBook(page, 100);
    // The header's account menu leads to the list.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'My projects' }).first().click();
    await page.waitForURL((url) => url.pathname === '/home');
    await waitForHydration(page);
    const original = await visible(card(page, 'My photo book'));
    expect(await original.textContent()).toContain('Only you');
    expect(await original.locator('img').getAttribute('src')).toMatch(
      /^\/projects\/\d+\/thumbnail\.svg\?v=/,
    );

    await menuAction(page, 'My photo book', 'Rename');
    const name = await visible(page.getByLabel('Project name'));
    await name.fill('Summer 2026');
    await page.getByRole('button', { name: 'Save name' }).click();
    await visible(card(page, 'Summer 2026'));
    await visible(page.getByRole('status').filter({ hasText: 'Renamed to “Summer 2026”.' }));

    await menuAction(page, 'Summer 2026', 'Archive');
    await visible(page.getByText('No projects here yet.'));
    await page.getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL((url) => url.pathname === '/home/archive');
    await menuAction(page, 'Summer 2026', 'Restore');
    await visible(page.getByText('Nothing is archived.'));
    await page.getByRole('link', { name: 'In progress' }).click();
    await visible(card(page, 'Summer 2026'));

    await menuAction(page, 'Summer 2026', 'Make a copy');
    await visible(page.getByRole('status').filter({ hasText: 'Copying “Summer 2026”' }));
    const copy = await visible(card(page, 'Copy of Summer 2026'));
    // The copy runs in the background, page by page; its progress bar goes once it is done.
    await copy.getByRole('progressbar').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await copy.locator('dt:text-is("Pages") + dd').textContent()).toBe('100');

    await menuAction(page, 'Copy of Summer 2026', 'Delete');
    await page.getByRole('button', { name: 'Delete project' }).click();
    await visible(
      page.getByRole('status').filter({ hasText: '“Copy of Summer 2026” was deleted.' }),
    );
    await card(page, 'Copy of Summer 2026').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await visible(card(page, 'Copy of Summer 2026'));
    await visible(page.getByRole('status').filter({ hasText: 'is back' }));

    // Sorting by name and switching lists reset as spec §4 says.
    await page.getByLabel('Sort by').selectOption('name_asc');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'name_asc');
    const names = await page
      .getByRole('list', { name: 'In progress projects' })
      .getByRole('heading')
      .allTextContents();
    expect(names).toEqual(['Copy of Summer 2026', 'Summer 2026']);
    await page.getByRole('link', { name: 'Ordered' }).click();
    await page.waitForURL((url) => url.pathname === '/home/ordered' && url.search === '');
  });

  it('shows a public project page to a guest as a flip-book, and an invite-only one as not found', async () => {
    const { page } = session;
    const projectId = await personWithBook(page);
    await openHome(page);
    await menuAction(page, 'My photo book', 'Share');
    await page
      .locator('label')
      .filter({ hasText: /^Public/ })
      .click();
    const link = await (await visible(page.getByLabel('Link to the project page'))).inputValue();
    expect(link).toContain(`-${projectId}`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const guest = await session.newDevice();
    await guest.goto(link);
    await waitForHydration(guest);
    await visible(guest.getByRole('heading', { name: 'My photo book', level: 1 }));
    expect(await guest.locator('meta[name="robots"]').count()).toBe(0);
    const pages = await visible(guest.getByRole('application'));
    const first = await guest.getByText(/ · 1 of \d+$/).textContent();
    await pages.focus();
    await guest.keyboard.press('ArrowRight');
    await visible(guest.getByText(/ · 2 of \d+$/));
    expect(first).not.toEqual(await guest.getByText(/ · 2 of \d+$/).textContent());

    await menuAction(page, 'My photo book', 'Share');
    await page
      .locator('label')
      .filter({ hasText: /^Only me/ })
      .click();
    await page.getByLabel('Link to the project page').waitFor({ state: 'detached' });
    session.expected.push(/404/);
    const answer = await guest.goto(link);
    expect(answer?.status()).toBe(404);
    await visible(guest.getByRole('heading', { name: /couldn.t find|not found/i }));
    expect(await guest.content()).not.toContain('My photo book');
  });

  it('works offline: renames and archives wait on the device and reach the server when back online', async () => {
    const { page } = session;
    const projectId = await personWithBook(page);
    await openHome(page);
    await visible(card(page, 'My photo book'));
    // The list is kept on the device as it is shown.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('printshop');
              open.onsuccess = () => {
                const read = open.result
                  .transaction('projectLists')
                  .objectStore('projectLists')
                  .count();
                read.onsuccess = () => resolve(read.result);
              };
            }),
        ),
      )
      .toBeGreaterThan(0);

    session.expected.push(/Failed to load resource: net::ERR_/);
    await session.context.setOffline(true);
    await menuAction(page, 'My photo book', 'Rename');
    await (await visible(page.getByLabel('Project name'))).fill('Made on a plane');
    await page.getByRole('button', { name: 'Save name' }).click();
    await visible(
      page.getByRole('status').filter({ hasText: 'Renamed to “Made on a plane” on this device' }),
    );
    await visible(card(page, 'Made on a plane'));
    await menuAction(page, 'Made on a plane', 'Archive');
    await visible(page.getByText('No projects here yet.'));

    await session.context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const onServer = () =>
      page.evaluate(async (id) => {
        const answer = await fetch(`/api/v2/my/project/details?project_id=${id}`);
        const body = (await answer.json()) as { name: string; status: string };
        return `${body.name} ${body.status}`;
      }, projectId);
    await expect.poll(onServer, { timeout: 30_000 }).toBe('Made on a plane archive');
  });

  it('recommends designs from a short quiz and starts the chosen one in the editor', async () => {
    const { page } = session;
    await personWithBook(page);
    await page.goto('/meta-flow?step=1');
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: "Let's find your photo book" }));
    const answer = async (choice: RegExp | string) => {
      await page.locator('label').filter({ hasText: choice }).first().click();
      await page.getByRole('button', { name: 'Next' }).click();
    };
    await answer('A wedding');
    await page.waitForURL((url) => url.searchParams.get('step') === '2');
    // Size and style: the catalogue's own values (the last one offered), else "any". Each
    // question is waited for by its label: until the step's sizes or styles have loaded, the
    // radio group on screen is the previous step's, and a press there changes that answer.
    for (const [step, question] of [
      ['3', 'What size?'],
      ['4', 'Which style do you like?'],
    ] as const) {
      const group = page.getByRole('radiogroup', { name: question });
      await visible(group);
      await group.locator('label').last().click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('step') === step);
    }
    await answer('Up to 40');
    await page.waitForURL((url) => url.searchParams.get('step') === '5');
    await visible(page.getByRole('heading', { name: 'Designs for you' }));
    const first = page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const design = (await first.textContent())?.trim();
    await first.click();
    await page.waitForURL((url) => url.searchParams.get('step') === '6');
    await visible(page.locator('img[src^="/artwork/themes/"]'));
    await page.getByRole('link', { name: 'Start my photo book' }).click();
    await page.waitForURL((url) => url.pathname === '/editor');
    await editorReady(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('page_count') ?? url.searchParams.get('pid')).toBeTruthy();
    expect(design).toBeTruthy();
  });
});
