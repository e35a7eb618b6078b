import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const required = Boolean(process.env.CI || process.env.REQUIRE_BROWSER);

/**
 * Browser journeys need Debian's Chromium. Without it they are skipped with a message, except
 * in CI (or with REQUIRE_BROWSER set), where a missing browser fails the run.
 */
export const browserAvailable = existsSync(CHROMIUM);
if (!browserAvailable) {
  if (required) throw new Error(`Chromium not found at ${CHROMIUM}: install it with apt-get install -y chromium`);
  console.warn(`Browser tests SKIPPED: Chromium not found at ${CHROMIUM} (apt-get install -y chromium).`);
}

/**
 * Chromium for a journey file. Its pages ask for less motion unless a test says otherwise (`reducedMotion:
 * 'no-preference'`): without a GPU the heroes' 18–20 s slow zoom is drawn in software, a whole core for as long as
 * such a page is open (`/`, `/login`, `/brand`), which is neither what a guest's device does nor anything a test
 * checks, and it slowed every journey that passes those pages.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-sync', '--disable-component-update'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

export const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');

/**
 * Whether journeys save screenshots: always on a developer's machine, in CI only with SCREENSHOTS=1. They are
 * pictures for people to look at, not assertions, and full-page captures are most of a journey's time.
 */
export const screenshotsWanted = !process.env.CI || process.env.SCREENSHOTS === '1';

/** Saves a full-page screenshot as a test artifact (test-results/screenshots). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(screenshotDir, `${name}.png`);
  if (!screenshotsWanted) return file;
  await mkdir(screenshotDir, { recursive: true });
  // Lazy images load only near the viewport: walk the page once so the full-page picture shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // A rendered frame at each height: the browser starts the lazy images there in it.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0), undefined, { timeout: 3_000 }).catch(() => undefined);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export const viewports = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1440, height: 900 },
} as const;
