import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless Chromium on a machine with no network but loopback. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...FLAGS, ...extraFlags],
    headless: true,
  });
}
