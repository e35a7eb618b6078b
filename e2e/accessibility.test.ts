import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, contextFor, settle, signIn, specRoutes, type Access, type StoredSession } from './support/axe';
import { browserAvailable } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoAdmin, demoGuest, openSiteAndBrowser } from './support/journey';

const widths = [390, 1440] as const;

/** Visible text set smaller than 12 px (the site's floor), as `tag "text" size`. */
function textUnder12px(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim() ?? '';
      const el = walker.currentNode.parentElement;
      if (!text || !el || el.closest('[aria-hidden="true"], .visually-hidden, svg, [hidden]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 30)}" ${size}px`);
    }
    return found;
  });
}

describe.skipIf(!browserAvailable)('every route of the spec passes axe-core (WCAG 2.2 AA and best practices)', () => {
  let site: TestSite;
  let browser: Browser;
  const sessions: Partial<Record<Access, StoredSession>> = {};

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
    sessions.signedIn = await signIn(site.url, demoGuest.email, demoGuest.password);
    sessions.admin = await signIn(site.url, demoAdmin.email, demoAdmin.password);
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  for (const width of widths) {
    for (const route of specRoutes) {
      const who = route.access === 'admin' ? 'an admin' : route.access === 'signedIn' ? 'a signed-in guest' : 'a visitor';
      it(`when ${who} opens ${route.path} at ${width} px, then axe finds no violation and no text is under 12 px`, async () => {
        const context = await contextFor(browser, width, sessions[route.access]);
        try {
          const page = await context.newPage();
          await page.goto(`${site.url}${route.path}`);
          await settle(page);
          const violations = await axeViolations(page);
          // Printed whole: an assertion's diff would cut a long list short.
          if (violations.length) console.error(`${route.path} at ${width} px:\n  ${violations.join('\n  ')}`);
          expect(violations).toEqual([]);
          expect(await textUnder12px(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    it(`when the menu is open at ${width} px, then axe finds no violation in it`, async () => {
      const context = await contextFor(browser, width, sessions.signedIn);
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/hotels`);
        await settle(page);
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.locator('#site-menu').waitFor({ state: 'visible' });
        // Checked once its opening has finished: no transition or animation still running.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const violations = await axeViolations(page);
        if (violations.length) console.error(`menu at ${width} px:\n  ${violations.join('\n  ')}`);
        expect(violations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
