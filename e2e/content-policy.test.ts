import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, signInContext } from './support/axe';
import { browserAvailable } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoGuest, openSiteAndBrowser } from './support/journey';

/**
 * The site under its own content policy (no bypass): every page's styles, scripts, pictures and calls are
 * allowed by it, and the browser reports no violation nor a header it cannot read.
 */
describe.skipIf(!browserAvailable)('the content policy in a browser', () => {
  let site: TestSite;
  let browser: Browser;

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  async function watched(page: Page): Promise<string[]> {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
      });
    });
    return problems;
  }

  it('when a visitor and a signed-in guest walk through the site, then nothing is refused and the pages are styled', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = await watched(page);
    for (const path of ['/', '/hotels', '/hotels/1', '/login', '/register', '/contact', '/work-with-us', '/verify-email?token=not-a-real-token-000000', '/guest-emails']) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The stylesheet (the first screen's inline copy, allowed by its hash, or the file) is applied.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(/Manrope/);
    }
    await signInContext(context, await signIn(site.url, demoGuest.email, demoGuest.password));
    for (const path of ['/dashboard', '/book-now', '/profile']) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
