import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/server/db/seed/seedDemo';
import { browserSession, visible, waitForHydration } from './support/browserSession';

const session = browserSession();

/** The announced result count: '481 designs' → 481. */
async function resultCount(): Promise<number> {
  const text = (await session.page.locator('main [role="status"]').first().textContent()) ?? '';
  const match = /([\d,]+) designs?/.exec(text);
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number(match[1]?.replace(/,/g, ''));
}

/** Waits until the announced count differs from `before`, and answers the new one. */
async function countChangedFrom(before: number): Promise<number> {
  await session.page.waitForFunction(
    (previous) => {
      const text = document.querySelector('main [role="status"]')?.textContent ?? '';
      const match = /([\d,]+) designs?/.exec(text);
      return match !== null && Number(match[1]?.replace(/,/g, '')) !== previous;
    },
    before,
    { timeout: 10_000 },
  );
  return resultCount();
}

const tileNames = () => session.page.locator('main ul li a:has(img) h3').allTextContents();

/** Opens a facet group and switches one of its values on or off. */
async function toggleFacet(group: string, value: RegExp) {
  const checkbox = session.page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: value });
  if (!(await checkbox.isVisible())) {
    await session.page.locator('summary', { hasText: group }).first().click();
  }
  await (await visible(checkbox)).click();
}

async function signIn(returnTo: string) {
  await session.page.goto(`/account/login?return_to=${encodeURIComponent(returnTo)}`);
  await waitForHydration(session.page);
  await session.page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await session.page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await session.page.getByRole('button', { name: /sign in/i }).click();
  await session.page.waitForURL((url) => `${url.pathname}${url.search}` === returnTo);
}

describe('the card storefront', () => {
  it('narrows by foil and orientation: counts shrink and the URL holds the filters', async () => {
    await session.page.goto('/cards/all');
    await waitForHydration(session.page);
    const all = await resultCount();
    expect(all).toBeGreaterThan(400);

    await toggleFacet('Foil', /^Gold \d+ designs$/);
    await session.page.waitForURL((url) => url.searchParams.getAll('ft[]').includes('gold'));
    const gold = await countChangedFrom(all);
    expect(gold).toBeLessThan(all);
    expect(gold).toBeGreaterThan(0);
    const goldBox = session.page.getByRole('checkbox', { name: /^Gold/ });
    expect(await goldBox.getAttribute('aria-checked')).toBe('true');
    // The facet's own count is the number of designs it leads to.
    expect(await goldBox.textContent()).toContain(String(gold));

    await toggleFacet('Orientation', /^Portrait \d+ designs$/);
    await session.page.waitForURL((url) => url.searchParams.getAll('a[]').includes('portrait'));
    const goldPortrait = await countChangedFrom(gold);
    expect(goldPortrait).toBeLessThan(gold);
    expect(goldPortrait).toBeGreaterThan(0);
    expect(await session.page.locator('main ul li a:has(img)').count()).toBe(
      Math.min(goldPortrait, 24),
    );

    // Back undoes the last filter; the shared link shows the same page.
    await session.page.goBack();
    await session.page.waitForURL((url) => url.searchParams.getAll('a[]').length === 0);
    expect(await countChangedFrom(goldPortrait)).toBe(gold);
    await session.page.goto('/cards/all?ft[]=gold&a[]=portrait');
    expect(await resultCount()).toBe(goldPortrait);
  });

  it('pages forward, and the browser back button restores the first page', async () => {
    await session.page.goto('/cards/all');
    await waitForHydration(session.page);
    const firstPage = await tileNames();
    expect(firstPage).toHaveLength(24);

    await session.page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /Next/ })
      .click();
    await session.page.waitForURL((url) => url.searchParams.get('page') === '2');
    await visible(session.page.locator('main [role="status"]', { hasText: 'page 2 of' }));
    await session.page.waitForFunction(
      (first) => document.querySelector('main ul li a:has(img) h3')?.textContent !== first,
      firstPage[0],
    );
    const secondPage = await tileNames();
    expect(secondPage).toHaveLength(24);
    expect(secondPage.filter((name) => firstPage.includes(name)).length).toBeLessThan(24);

    await session.page.goBack();
    await session.page.waitForURL((url) => url.searchParams.get('page') === null);
    await session.page.waitForFunction(
      (first) => document.querySelector('main ul li a:has(img) h3')?.textContent === first,
      firstPage[0],
    );
    expect(await tileNames()).toEqual(firstPage);
  });

  it('opens a design, favourites it and finds it in the favourites list', async () => {
    await signIn('/cards/wedding-invitations');
    await waitForHydration(session.page);
    const tile = session.page.locator('main ul li a:has(img)').first();
    const name = ((await tile.locator('h3').textContent()) ?? '').trim();
    await tile.click();
    await visible(session.page.getByRole('heading', { level: 1, name }));
    expect(new URL(session.page.url()).pathname).toMatch(
      /^\/cards\/wedding-invitations\/[a-z0-9-]+-\d+$/,
    );
    await visible(session.page.getByText(/\d+ for \$\d+\.\d\d/));
    const personalise = session.page.getByRole('link', { name: /Personalise this card/ });
    expect(await personalise.getAttribute('href')).toMatch(/^\/editor\?.*ptid=\d+/);

    const heart = session.page.getByRole('button', { name: `Favourite ${name}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await session.page.waitForFunction(
      (label) =>
        document
          .querySelector(`button[aria-label="Favourite ${label}"]`)
          ?.getAttribute('aria-pressed') === 'true',
      name,
    );

    await session.page.goto('/my_account?panel=favorites');
    await waitForHydration(session.page);
    const favourites = session.page.getByRole('region', { name: /Your favourites/ });
    await visible(favourites.getByRole('heading', { name }));
    await session.page.reload();
    await waitForHydration(session.page);
    await visible(
      session.page.getByRole('region', { name: /Your favourites/ }).getByRole('heading', { name }),
    );
  });

  it('lands without React Router and hands over to it at the first link, as a navigation', async () => {
    const scripts: string[] = [];
    session.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const routerChunk = () => scripts.filter((file) => /\/routerApp-[\w-]+\.js$/.test(file));
    await session.page.goto('/cards/all');
    await waitForHydration(session.page);
    expect(routerChunk()).toEqual([]);

    const categories = session.page.getByRole('navigation', { name: 'Card categories' });
    const second = categories.getByRole('link').nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await session.page.waitForURL((url) => url.pathname !== '/cards/all');
    await visible(session.page.getByRole('heading', { level: 1, name }));
    expect(routerChunk()).toHaveLength(1);
    // As after any in-app navigation: the reader starts at the new page's content.
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await categories.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');

    // The router now owns the history: Back shows the landing page again, in the app.
    await session.page.goBack();
    await session.page.waitForURL((url) => url.pathname === '/cards/all');
    await visible(session.page.getByRole('heading', { level: 1, name: 'All cards' }));
    expect(routerChunk()).toHaveLength(1);
  });

  it('keeps a keyboard user on the filter they chose when that first navigation hands over', async () => {
    await session.page.goto('/cards/all');
    await waitForHydration(session.page);
    const gold = session.page.getByRole('checkbox', { name: /^Gold \d+ designs$/ });
    if (!(await gold.isVisible())) {
      await session.page.locator('summary', { hasText: 'Foil' }).first().click();
    }
    await (await visible(gold)).focus();
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL((url) => url.searchParams.getAll('ft[]').includes('gold'));
    await session.page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-checked') === 'true',
    );
    expect(await session.page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(
      /^Gold/,
    );
  });

  it("searches 'weding' and finds the wedding designs", async () => {
    await session.page.goto('/search?q=wedding');
    await waitForHydration(session.page);
    const exact = await resultCount();
    expect(exact).toBeGreaterThan(0);

    await session.page.goto('/search?q=weding');
    await waitForHydration(session.page);
    await visible(session.page.getByText('Showing results for'));
    expect(await session.page.locator('main').getByText('wedding', { exact: true }).count()).toBe(
      1,
    );
    expect(await resultCount()).toBe(exact);
    expect((await tileNames()).length).toBeGreaterThan(0);
  });
});

describe('without JavaScript', () => {
  it('renders the first storefront page with designs and working facet links', async () => {
    await session.openContext({ javaScriptEnabled: false });
    const response = await session.page.goto('/cards/all');
    expect(response?.status()).toBe(200);
    await visible(session.page.getByRole('heading', { level: 1, name: 'All cards' }));
    expect(await session.page.locator('main ul li a:has(img)').count()).toBe(24);
    const all = await resultCount();

    const gold = session.page.locator('a[role="checkbox"]', { hasText: 'Gold' }).first();
    const href = await gold.getAttribute('href');
    expect(href).toBe('/cards/all?ft[]=gold');
    await session.page.goto(href ?? '');
    expect(await resultCount()).toBeLessThan(all);
    expect(await session.page.locator('main ul li a:has(img)').count()).toBeGreaterThan(0);
    expect(
      await session.page
        .locator('a[role="checkbox"][aria-checked="true"]', { hasText: 'Gold' })
        .count(),
    ).toBe(1);
  });
});
