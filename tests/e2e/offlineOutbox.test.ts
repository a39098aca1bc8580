import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { browserSession, visible } from './support/browserSession';
import { startProductionServer } from './support/productionServer';

/*
 * The outbox (issue 6) in a real browser against the real server: changes made offline, changes
 * whose answer was lost, and changes replayed while the server restarts, each applied once.
 * Service workers are blocked here so Playwright sees every request the page makes; the
 * installable-app test covers the service worker itself.
 */

const session = browserSession({ expected: [/Failed to load resource: net::ERR_/] });

const PANEL = '/my_account?panel=addresses';

async function signInToAddresses() {
  await session.page.goto(`/account/login?return_to=${encodeURIComponent(PANEL)}`);
  await session.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await session.page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await session.page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
  await session.page.waitForURL((url) => `${url.pathname}${url.search}` === PANEL);
  await visible(session.page.getByRole('heading', { name: 'Addresses', level: 2 }));
}

async function addAddress(firstName: string, lastName: string) {
  await session.page.getByRole('button', { name: 'Add address' }).click();
  const dialog = await visible(session.page.getByRole('dialog', { name: 'Add an address' }));
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Address line 1').fill('1 Market Street');
  await dialog.getByRole('combobox', { name: 'Postal code' }).fill('94103');
  await dialog.getByLabel('City').fill('San Francisco');
  await dialog.getByLabel('State / province').fill('CA');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  // The next address starts from the page's button, not this dialog's one of the same name.
  await dialog.waitFor({ state: 'detached' });
}

/** How many saved addresses carry this last name, asked of the server itself. */
async function countOnServer(lastName: string): Promise<number> {
  return session.page.evaluate(async (name) => {
    const response = await fetch('/api/v2/my/addresses/list?per_page=200');
    const body = (await response.json()) as { items: { last_name?: string }[] };
    return body.items.filter((a) => a.last_name === name).length;
  }, lastName);
}

const statusBar = () => session.page.getByRole('status', { name: 'Connection status' });
/** The bar's text; empty once nothing waits. */
const barText = async () => ((await statusBar().textContent()) ?? '').trim();

describe('the outbox', () => {
  it('keeps an address added offline and sends it once when the connection returns', async () => {
    await signInToAddresses();
    await session.context.setOffline(true);
    await addAddress('Olive', 'Offline');
    await visible(session.page.getByText(/saved on this device/).first());
    await visible(statusBar().filter({ hasText: "You're offline. 1 change saved" }));

    await session.context.setOffline(false);
    await expect.poll(() => countOnServer('Offline'), { timeout: 20_000 }).toBe(1);
    await expect.poll(barText, { timeout: 15_000 }).toBe('');
    await session.page.reload();
    await visible(session.page.getByRole('listitem', { name: /Olive Offline/ }));
    expect(await session.page.getByRole('listitem', { name: /Olive Offline/ }).count()).toBe(1);
  });

  it('applies a change once when its answer was lost on the way back', async () => {
    await signInToAddresses();
    let dropped = false;
    await session.page.route('**/api/v2/my/addresses/create', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      // The server applies the change; the browser never hears back (status 0).
      await route.fetch();
      await route.abort('connectionreset');
    });
    await addAddress('Lost', 'Answer');
    await visible(session.page.getByText(/saved on this device/).first());
    await session.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => countOnServer('Answer'), { timeout: 20_000 }).toBe(1);
    await expect.poll(barText, { timeout: 15_000 }).toBe('');
    expect(await countOnServer('Answer')).toBe(1);
  });

  it('loses nothing and applies nothing twice when the server stops during the replay', async () => {
    await signInToAddresses();
    await session.context.setOffline(true);
    for (const name of ['First', 'Second', 'Third']) {
      await addAddress(name, 'Restart');
      await visible(session.page.getByText(/saved on this device/).first());
    }
    await visible(statusBar().filter({ hasText: '3 changes saved' }));

    // Let the first change through, then the server goes away mid-replay.
    let seen = 0;
    await session.page.route('**/api/v2/my/addresses/create', async (route) => {
      seen += 1;
      if (seen === 2) await session.server.stop({ keepData: true });
      await route.continue().catch(() => {});
    });
    await session.context.setOffline(false);
    await expect.poll(() => seen, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    session.server = await startProductionServer(
      {},
      { port: session.server.port, dataDir: session.server.dataDir },
    );
    await session.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => countOnServer('Restart'), { timeout: 30_000 }).toBe(3);
    await expect.poll(barText, { timeout: 15_000 }).toBe('');
    await session.page.reload();
    for (const name of ['First', 'Second', 'Third']) {
      await visible(session.page.getByRole('listitem', { name: new RegExp(`${name} Restart`) }));
      expect(
        await session.page.getByRole('listitem', { name: new RegExp(`${name} Restart`) }).count(),
      ).toBe(1);
    }
  });

  it('keeps a favourite made offline and sends it exactly once when the connection returns', async () => {
    await session.page.goto(`/account/login?return_to=${encodeURIComponent('/cards/all')}`);
    await session.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await session.page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await session.page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
    await session.page.getByRole('button', { name: /sign in/i }).click();
    await session.page.waitForURL((url) => url.pathname === '/cards/all');
    const unsaved = await visible(
      session.page
        .getByRole('button', { name: /^Favourite / })
        .and(session.page.locator('[aria-pressed="false"]'))
        .first(),
    );
    const label = (await unsaved.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Favourite /, '');
    // Held by its name: the unsaved-heart locator would move on to the next heart once pressed.
    const heart = session.page.getByRole('button', { name: label, exact: true }).first();
    const sent: number[] = [];
    session.page.on('response', (response) => {
      if (response.url().includes('/api/v2/favorites/project_templates/add')) {
        sent.push(response.status());
      }
    });

    await session.context.setOffline(true);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await visible(statusBar().filter({ hasText: "You're offline. 1 change saved" }));
    expect(sent).toEqual([]);

    await session.context.setOffline(false);
    await expect.poll(barText, { timeout: 20_000 }).toBe('');
    const favourites = await session.page.evaluate(async () => {
      const response = await fetch('/api/v2/favorites/project_templates/list?per_page=200');
      return ((await response.json()) as { items: { name: string }[] }).items.map((i) => i.name);
    });
    expect(favourites.filter((n) => n === name)).toHaveLength(1);
    expect(sent).toEqual([200]);
  });
});
