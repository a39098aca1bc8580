import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, visible, waitForHydration } from './support/browserSession';
import { editorReady, projectIdInAddress, serverDesignWhen } from './support/editorDesign';
import { signUpInBrowser } from './support/signUpInBrowser';

/** CARD_OPTIONS_SCREENSHOTS=dir keeps a picture of each step at 1280 and 1024 px, to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.CARD_OPTIONS_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/card-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 1366 });
  await page.screenshot({ path: `${dir}/card-${name}-tablet.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/*
 * A foil card bought with its options, in Chromium against the production build: the design
 * page's size, trim, foil and quantity with the price shown before Personalise, the editor's
 * document made with them, the cart at the page's price with the options named, and the
 * envelopes that match the cards (size and quantity) added beside them.
 */

const session = browserSession();

/*
 * The seed's theme 16 (words alone, silver foil) as a 4x8 foil card (template 10): the 4x8 Foil
 * Card is 199 + 4 × 8 × 3 = 295 cents, Rose Gold foil adds 70 and a Round trim 15 per card; 25
 * cards are at the 4 % tier. Its envelopes are 49 + 4 × 8 = 81 cents each (catalogSeedData).
 */
const DESIGN = '/cards/christmas-cards/joyful-elegant-celebration-16?ptid=10';
const CARDS_CENTS = Math.round(25 * (295 + 70 + 15) * 0.96);
const ENVELOPES_CENTS = 25 * 81;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('a foil card with its options, and its envelopes', () => {
  it('orders 25 rose-gold foil cards with a round trim at the page price, then matching envelopes', async () => {
    const page = await session.openContext({ viewport: { width: 1280, height: 900 } });
    await signUpInBrowser(page, session.server.dataDir, {
      firstName: 'Ada',
      email: `foil-${Date.now()}@example.com`,
      password: 'correct horse battery staple',
    });
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(DESIGN);
    await waitForHydration(page);
    const choose = async (group: string, name: RegExp) => {
      await page.getByRole('group', { name: group }).getByRole('radio', { name }).click();
      await expect
        .poll(() =>
          page
            .getByRole('group', { name: group })
            .getByRole('radio', { name })
            .getAttribute('aria-checked'),
        )
        .toBe('true');
    };
    await choose('Size', /^4 × 8 in/);
    await choose('Trim', /^Round/);
    await choose('Foil', /^Rose Gold/);
    await choose('Quantity', /^25\s*\$/);
    const pagePrice = `25 for ${money(CARDS_CENTS)} (${money(Math.round(CARDS_CENTS / 25))} each)`;
    await expect
      .poll(() => page.locator('[aria-live="polite"]').first().textContent())
      .toBe(pagePrice);
    await shoot(page, 'design-page');

    await page.getByRole('link', { name: 'Personalise this card' }).click();
    await editorReady(page);
    const pid = await projectIdInAddress(page);
    const doc = await serverDesignWhen(page, pid, (d) => d.options.quantity === 25);
    expect(doc.options).toMatchObject({
      productTypeId: 13,
      sizeKey: expect.stringMatching(/^(4x8|8x4)$/),
      quantity: 25,
      trimTypeId: 2,
      foilTypeId: 4,
    });
    // The design's foil marks are stamped in the foil chosen, drawn as foil on the canvas.
    const foils = Object.values(doc.elements).filter((e) => e.type === 'foil');
    expect(foils.length).toBeGreaterThan(0);
    expect(foils.every((e) => e.type === 'foil' && e.foilTypeId === 4)).toBe(true);
    await visible(page.locator('[data-layer="foil"] [data-foil="rose_gold"]').first());
    await shoot(page, 'editor');

    await (await visible(page.getByRole('button', { name: 'Order', exact: true }))).click();
    await page.waitForURL((url) => url.pathname === '/checkout/cart', { timeout: 20_000 });
    await waitForHydration(page);
    // The cart's price is the page's.
    await visible(page.getByText(money(CARDS_CENTS), { exact: true }).first());
    await visible(page.getByText(`${money(Math.round(CARDS_CENTS / 25))} each`));
    const chosen = (await page.getByRole('list', { name: 'Options' }).first().textContent()) ?? '';
    expect(chosen).toContain('Foil: Rose Gold');
    expect(chosen).toContain('Trim: Round');
    expect(chosen).toMatch(/Size: (4 × 8|8 × 4) in/);

    // Envelopes of the cards' size and number, at their price, plain or printed.
    const offers = await visible(page.getByRole('region', { name: 'Envelopes for your cards' }));
    await visible(offers.getByText('25 envelopes for 4 × 8 in cards'));
    await visible(offers.getByText(money(ENVELOPES_CENTS), { exact: false }));
    const printed = offers.getByRole('link', { name: 'Add printed envelopes' });
    const href = (await printed.getAttribute('href')) ?? '';
    expect(href).toMatch(/type=envelope/);
    expect(href).toMatch(/quantity=25/);
    await shoot(page, 'cart-offer');

    await offers.getByRole('button', { name: 'Add 25 envelopes for 4 × 8 in cards' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Envelopes for your cards' }).count())
      .toBe(0);
    await visible(page.getByText('Envelopes for 4x8 cards').first());
    await visible(page.getByText(money(ENVELOPES_CENTS), { exact: true }).first());
    await visible(page.getByText(money(CARDS_CENTS), { exact: true }).first());
    await visible(page.getByText(money(CARDS_CENTS + ENVELOPES_CENTS), { exact: true }).first());
    await shoot(page, 'cart-both');

    // "Add printed envelopes" starts the envelope design for those cards: their size, 25 of them.
    await page.goto(href);
    await editorReady(page);
    const envelopePid = await projectIdInAddress(page);
    const envelope = await serverDesignWhen(page, envelopePid, (d) => d.options.quantity === 25);
    expect(envelope.options).toMatchObject({ productTypeId: 150, sizeKey: '4x8', quantity: 25 });
    await shoot(page, 'envelope-editor');
  }, 300_000);
});
