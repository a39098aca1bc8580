import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  browserSession,
  visible,
  waitForDeferredParts,
  waitForHydration,
} from './support/browserSession';

const session = browserSession({ serviceWorker: true });

/** Set PRIVACY_SCREENSHOTS to a directory to get the banner and the dialog at 390 and 1280 px. */
const screenshots = process.env.PRIVACY_SCREENSHOTS;

/** Every tracking call the page made, by path. */
let trackingCalls: string[] = [];

beforeEach(() => {
  trackingCalls = [];
  session.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/api\/v2\/(tracking_|conversion_)/.test(pathname)) trackingCalls.push(pathname);
  });
});

const banner = () => session.page.getByRole('region', { name: 'Your privacy choices' });
const dialog = () => session.page.getByRole('dialog', { name: 'Privacy settings' });

/** The page's HTML as the server sends it, with this browser's cookies: before any script runs. */
async function serverHtml(path: string): Promise<string> {
  return (await session.context.request.get(path)).text();
}

/** What the server recorded of this browser's visit (GET current_visit, with its cookies). */
async function currentVisit(): Promise<{ started_at: string; landing_page?: string }> {
  return (await session.context.request.get('/api/v2/current_visit')).json();
}

/** Tabs forward until `target` has focus; fails if it is not in the tab order. */
async function tabTo(target: Locator, maxTabs = 15) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await session.page.keyboard.press('Tab');
  }
  throw new Error('not reachable with the Tab key');
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function shoot(name: string, part?: Locator) {
  if (!screenshots) return;
  for (const width of [390, 1280]) {
    await session.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const path = `${screenshots}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : session.page.screenshot({ path }));
  }
  await session.page.setViewportSize({ width: 1280, height: 800 });
}

describe('privacy consent', () => {
  it('asks on the first visit, takes a keyboard choice, keeps it, and withdraws it from the footer', async () => {
    // First visit: the banner is in the server's HTML, not added after the scripts run.
    expect(await serverHtml('/')).toContain('Your privacy choices');
    await session.page.goto('/');
    await waitForHydration(session.page);
    await visible(banner());
    await shoot('banner');
    // Nothing optional runs before a choice: no tracking call at all.
    expect(trackingCalls).toEqual([]);

    // Keyboard only: Tab to "Choose tools" (the banner is in the tab order, not a focus trap).
    const chooseTools = banner().getByRole('button', { name: 'Choose tools' });
    await tabTo(chooseTools);
    await session.page.keyboard.press('Enter');
    const settings = await visible(dialog());
    const essential = settings.getByRole('switch', { name: 'Essential' });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    for (const category of ['Functional', 'Analytics', 'Advertising']) {
      expect(await settings.getByRole('switch', { name: category }).isChecked()).toBe(false);
    }
    // The tools of each category, from the `tools` call.
    await visible(
      settings.getByRole('list', { name: 'Analytics tools' }).getByText('Printshop analytics'),
    );
    await shoot('dialog');

    const analytics = settings.getByRole('switch', { name: 'Analytics' });
    await tabTo(analytics);
    await session.page.keyboard.press('Space');
    expect(await analytics.isChecked()).toBe(true);
    await tabTo(settings.getByRole('button', { name: 'Save my choices' }));
    await session.page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'detached' });
    await banner().waitFor({ state: 'detached' });
    // The banner that opened the dialog is gone, so focus carries on at the page's content.
    await session.page.waitForFunction(() => document.activeElement?.id === 'main');

    // Applied at once: analytics now records this page view.
    await expect.poll(() => trackingCalls).toEqual(['/api/v2/tracking_events/track']);
    await expect.poll(async () => (await currentVisit()).landing_page).toBe('/');

    // Reload: no banner in the server's HTML, nor on the page; the choice is kept.
    expect(await serverHtml('/')).not.toContain('Your privacy choices');
    await session.page.reload();
    await waitForHydration(session.page);
    expect(await banner().count()).toBe(0);
    // The footer's code comes after hydration: until then its button is the server's HTML.
    await waitForDeferredParts(session.page);

    // Withdraw through the footer's link, by keyboard.
    const footerButton = session.page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Privacy settings' });
    await shoot('footer', session.page.getByRole('contentinfo'));
    await footerButton.focus();
    await session.page.keyboard.press('Enter');
    const again = await visible(dialog());
    const analyticsAgain = again.getByRole('switch', { name: 'Analytics' });
    expect(await analyticsAgain.isChecked()).toBe(true);
    await tabTo(analyticsAgain);
    await session.page.keyboard.press('Space');
    expect(await analyticsAgain.isChecked()).toBe(false);
    await tabTo(again.getByRole('button', { name: 'Save my choices' }));
    await session.page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'detached' });
    // The footer button is still there, so focus goes back to it.
    await session.page.waitForFunction(
      () => document.activeElement?.textContent === 'Privacy settings',
    );
    expect(await isFocused(footerButton)).toBe(true);

    // The stored page views are gone, and navigating records nothing more.
    await expect.poll(async () => (await currentVisit()).landing_page).toBeUndefined();
    const callsBefore = trackingCalls.length;
    await session.page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await session.page.waitForURL((url) => url.pathname !== '/');
    await waitForHydration(session.page);
    await session.page.waitForTimeout(300);
    expect(trackingCalls.length).toBe(callsBefore);
    expect((await currentVisit()).landing_page).toBeUndefined();
  });

  it('saves "Essential only" from the banner: no banner again and no tracking', async () => {
    await session.page.goto('/');
    await waitForHydration(session.page);
    await banner().getByRole('button', { name: 'Essential only' }).click();
    await banner().waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await serverHtml('/')).includes('Your privacy choices'))
      .toBe(false);
    await waitForDeferredParts(session.page);
    await session.page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await session.page.waitForURL((url) => url.pathname !== '/');
    await session.page.waitForTimeout(300);
    expect(trackingCalls).toEqual([]);
    const consent = await (await session.context.request.get('/api/v2/my/privacy_consent')).json();
    expect(consent).toMatchObject({
      decided: true,
      functional: false,
      analytics: false,
      advertising: false,
    });
  });

  it('keeps a choice made offline on the device and sends it when the connection returns', async () => {
    await session.page.goto('/');
    await waitForHydration(session.page);
    await session.context.setOffline(true);
    // The save is tried first, and the browser reports the failed request.
    session.expected.push(/ERR_INTERNET_DISCONNECTED/);
    // The service worker may be registering as the connection drops; it registers on 'online'.
    session.expected.push(/An unknown error occurred when fetching the script/);
    await banner().getByRole('button', { name: 'Accept all' }).click();
    // Applied at once on the page, and waiting in the outbox.
    await banner().waitFor({ state: 'detached' });
    await visible(
      session.page
        .getByRole('status', { name: 'Connection status' })
        .filter({ hasText: '1 change' }),
    );
    expect(
      (await (await session.context.request.get('/api/v2/my/privacy_consent')).json()).decided,
    ).toBe(false);

    await session.context.setOffline(false);
    await expect
      .poll(async () => (await session.context.request.get('/api/v2/my/privacy_consent')).json(), {
        timeout: 20_000,
      })
      .toMatchObject({ decided: true, functional: true, analytics: true, advertising: true });
  });
});
