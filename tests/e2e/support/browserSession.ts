import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from './chromium';
import { type RunningServer, startProductionServer } from './productionServer';

/** What every browser test file works with: its server and Chromium, and each test's page. */
export interface BrowserSession {
  /** The production server the file's tests run against; a test may replace it (a restart). */
  server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and warnings, uncaught errors: any of them fails the test that caused it. */
  readonly problems: string[];
  /** What the current test provokes on purpose (a 404 page, a request made offline). */
  readonly expected: RegExp[];
  /** Replaces the test's context with one of these options (JavaScript off, a device). */
  openContext(options?: BrowserContextOptions): Promise<Page>;
  /** Another device beside the test's page: its own cookies, watched alike, closed after the test. */
  newDevice(): Promise<Page>;
}

export interface BrowserSessionOptions {
  /** Environment of the production server (e.g. DEV_MAIL_PAGE). */
  serverEnv?: Record<string, string>;
  /** Options of every test's browser context. */
  context?: BrowserContextOptions;
  /** Problems every test of the file expects (the file's own deliberate conditions). */
  expected?: RegExp[];
  /**
   * Runs the shop's service worker in every context, as a returning user's installed app has it:
   * for the files that go offline, test the app itself, or walk the broad journeys. Elsewhere it
   * is blocked: each test's fresh context would install it, downloading the whole precache (238
   * files) beside the test, ~2 s of both CPUs per test on the CI machine.
   */
  serviceWorker?: boolean;
}

/** What a page logs when its service worker is blocked (serviceWorkerUpdates.ts says why). */
const BLOCKED_WORKER = [
  /Service Worker registration blocked by Playwright/,
  /The service worker could not be registered/,
];

/**
 * Registers the hooks of a browser test file: one production server and one Chromium for the
 * file, a fresh context per test, and no console error or warning on any page (hydration
 * mismatches show up there too) unless the test expected it.
 */
export function browserSession(options: BrowserSessionOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const devices: BrowserContext[] = [];
  let problems: string[] = [];
  let expected: RegExp[] = [];
  // Read at each context, not once: a file may fill its options in beforeAll (a signed-in state).
  const contextDefaults = (): BrowserContextOptions => ({
    ...(options.serviceWorker ? {} : { serviceWorkers: 'block' as const }),
    ...options.context,
  });
  const fileExpects = [
    ...(options.expected ?? []),
    ...(options.serviceWorker ? [] : BLOCKED_WORKER),
  ];

  const watch = (watched: Page) => {
    watched.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        // A failed load names no address in its text: the location says which one it was.
        const { url } = message.location();
        const where =
          url && message.text().startsWith('Failed to load resource') ? ` (${url})` : '';
        problems.push(`${message.type()}: ${message.text()}${where}`);
      }
    });
    watched.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  };

  const session: BrowserSession = {
    server: undefined as unknown as RunningServer,
    get browser() {
      if (!browser) throw new Error('No browser before the file has started');
      return browser;
    },
    get context() {
      if (!context) throw new Error('No context outside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('No page outside a test');
      return page;
    },
    get problems() {
      return problems;
    },
    get expected() {
      return expected;
    },
    async openContext(contextOptions = {}) {
      await context?.close();
      context = await session.browser.newContext({
        baseURL: session.server.url,
        ...contextDefaults(),
        ...contextOptions,
      });
      page = await context.newPage();
      watch(page);
      return page;
    },
    async newDevice() {
      const device = await session.browser.newContext({
        baseURL: session.server.url,
        ...contextDefaults(),
      });
      devices.push(device);
      const devicePage = await device.newPage();
      watch(devicePage);
      return devicePage;
    },
  };

  beforeAll(async () => {
    session.server = await startProductionServer(options.serverEnv);
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await session.server?.stop();
  });

  beforeEach(async () => {
    problems = [];
    expected = [...fileExpects];
    await session.openContext();
  });

  afterEach(async () => {
    for (const device of devices.splice(0)) await device.close();
    await context?.close();
    context = undefined;
    page = undefined;
    expect(problems.filter((p) => !expected.some((pattern) => pattern.test(p)))).toEqual([]);
  });

  return session;
}

/** Waits until the element is on screen: a failed wait is the assertion. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
  return locator;
}

/** Waits until the client has taken over the server's HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the parts loaded after hydration (the footer, the corner notices) respond too. */
export async function waitForDeferredParts(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => document.documentElement.dataset.deferredWaiting === '0');
}
