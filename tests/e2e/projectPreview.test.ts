import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { editorReady, projectIdInAddress, serverDesign } from './support/editorDesign';
import { signUpInBrowser } from './support/signUpInBrowser';

/*
 * The customer's preview of a project, from the editor's "Preview": a book as a flip-book turned
 * with the keyboard (arrows, Home, End) and a swipe, each page drawn on the server; a card as its
 * front, inside, back and folded look in tabs the keyboard moves between.
 */

const session = browserSession({ serverEnv: { DEMO_SAMPLE_PHOTOS: '0' } });

let people = 0;

async function personWithProject(page: Page, type: string): Promise<number> {
  people += 1;
  await signUpInBrowser(page, session.server.dataDir, {
    firstName: 'Zoë',
    email: `zoe${people}-${Date.now()}@printshop.test`,
    password: 'correct horse battery',
  });
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`/editor?new=true&type=${type}`);
  await editorReady(page);
  const projectId = await projectIdInAddress(page);
  // The preview draws what the server has: wait until the design is stored.
  await expect
    .poll(
      async () =>
        (await serverDesign(page, projectId).catch(() => undefined))?.surfaceOrder.length ?? 0,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  return projectId;
}

/** The page image shown, once the browser has drawn it. */
async function shownPage(page: Page) {
  const image = page.getByTestId('flip-book-stage').locator('img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.getAttribute('src');
}

describe('previews of a project', () => {
  it('turns a book’s pages with the keyboard and a swipe, from the editor’s Preview', async () => {
    const { page } = session;
    const projectId = await personWithProject(page, 'photo-books');
    const count = (await serverDesign(page, projectId)).surfaceOrder.length;
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/projects/preview');
    expect(new URL(page.url()).searchParams.get('pid')).toBe(String(projectId));
    await waitForHydration(page);
    await visible(page.getByRole('heading', { level: 1 }));
    const stage = await visible(page.getByRole('application'));
    expect(await shownPage(page)).toMatch(
      new RegExp(`^/projects/${projectId}/pages/[^/]+\\.svg\\?v=\\d+&w=\\d+$`),
    );
    await visible(page.getByText(`· 1 of ${count}`, { exact: false }));
    const first = await shownPage(page);

    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await visible(page.getByText(`· 2 of ${count}`, { exact: false }));
    expect(await shownPage(page)).not.toBe(first);
    await page.keyboard.press('End');
    await visible(page.getByText(`· ${count} of ${count}`, { exact: false }));
    await expect
      .poll(() => page.getByRole('button', { name: 'Next page' }).isDisabled())
      .toBe(true);
    await page.keyboard.press('ArrowLeft');
    await visible(page.getByText(`· ${count - 1} of ${count}`, { exact: false }));
    await page.keyboard.press('Home');
    await visible(page.getByText(`· 1 of ${count}`, { exact: false }));
    expect(await shownPage(page)).toBe(first);
    // Focus stayed on the pages the whole time: keyboard users keep turning.
    expect(await stage.evaluate((el) => el === document.activeElement)).toBe(true);

    // A swipe to the left turns forward, to the right back.
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 4 });
    await page.mouse.up();
    await visible(page.getByText(`· 2 of ${count}`, { exact: false }));
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 });
    await page.mouse.up();
    await visible(page.getByText(`· 1 of ${count}`, { exact: false }));

    // The buttons turn too, and the editor is one link away.
    await page.getByRole('button', { name: 'Next page' }).click();
    await visible(page.getByText(`· 2 of ${count}`, { exact: false }));
    await page.screenshot({ path: '/tmp/preview-book.png' }).catch(() => undefined);
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await editorReady(page);
  });

  it('shows a card’s front, inside, back and folded look in tabs', async () => {
    const { page } = session;
    const projectId = await personWithProject(page, 'cards');
    const doc = await serverDesign(page, projectId);
    await page.goto(`/projects/preview?pid=${projectId}`);
    await waitForHydration(page);
    const tabs = await visible(page.getByRole('tablist', { name: 'Card views' }));
    const names = await tabs.getByRole('tab').allTextContents();
    expect(names[0]).toBe('Front');
    expect(names).toContain(doc.surfaces.inside ? 'Folded' : 'In the hand');
    const panel = page.getByRole('tabpanel');
    const front = await panel.locator('img').first().getAttribute('src');
    expect(front).toMatch(new RegExp(`^/projects/${projectId}/pages/`));
    // Arrow keys move between the views.
    await tabs.getByRole('tab', { name: 'Front' }).focus();
    for (let i = 1; i < names.length; i++) {
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => tabs.getByRole('tab', { name: names[i] }).getAttribute('aria-selected'))
        .toBe('true');
    }
    await expect.poll(() => panel.locator('img').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/preview-card-folded.png' }).catch(() => undefined);
  });
});
