import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, openSiteAndBrowser } from './support/journey';

/** What has focus: tag, role-ish attributes and text, enough to steer by. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', text: '', name: '', type: '', label: '' };
    const label = el.id ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '') : '';
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim(),
      name: el.getAttribute('aria-label') ?? '',
      type: el.getAttribute('type') ?? '',
      label: label.trim(),
    };
  });
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element; focus ended on ${JSON.stringify(await focused(page))}`);
}

const headingHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.tagName === 'H1');

describe.skipIf(!browserAvailable)('a keyboard-only visitor', () => {
  let site: TestSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  it('when they open the menu with the keyboard and pick Sign In, then the sign-in page opens with focus on its heading', async () => {
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await tabTo(page, (f) => f.tag === 'button' && /menu/i.test(f.text));
    await page.keyboard.press('Enter');
    await page.locator('#site-menu').waitFor({ state: 'visible' });

    await tabTo(page, (f) => f.tag === 'a' && f.text === 'Sign In');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => headingHasFocus(page)).toBe(true);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
  });

  it('when they sign in with Tab, typing and Enter, then the dashboard opens with focus on its heading', async () => {
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'email');
    await page.keyboard.type('guest@suvarnahotels.in');
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'password', 3);
    await page.keyboard.type('Guest@123');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => headingHasFocus(page)).toBe(true);
  });

  it('when they write a review with the keyboard, then the arrow keys set the stars and the result is announced in view', async () => {
    await page.goto(`${site.url}/hotels/2`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, (f) => f.tag === 'input' && /5 stars/.test(f.name), 200);
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toMatch(/^4 stars/);
    await tabTo(page, (f) => f.tag === 'textarea', 3);
    await page.keyboard.type('Walked the ghats at dawn; the staff knew our names by the second day.');
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Submit Review', 5);
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({ hasText: 'Review submitted successfully' });
    await status.waitFor();
    // In view to the pixel: scrolling to the nearest edge can leave a box with a fractional height 0.2 px over it.
    await expect.poll(() => status.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1 && el.getBoundingClientRect().top >= -1)).toBe(true);
    // The list shows the new review once its reload has answered.
    await expect.poll(() => page.getByText('Walked the ghats at dawn').count()).toBeGreaterThan(0);
  });

  it('when they send the contact form on a phone with the keyboard, then the success message is announced and on screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'radio');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, (f) => f.label.startsWith('Full Name'), 3);
    await page.keyboard.type('Ananya Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ananya@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+91 98100 12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A winter stay in Shimla');
    await page.keyboard.press('Tab');
    await page.keyboard.type('We would like two rooms for the last week of December.');
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Send Message', 5);
    await page.keyboard.press('Enter');

    const status = page.locator('[role="status"]').filter({ hasText: /./ }).last();
    await status.waitFor();
    await expect.poll(() => status.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1 && el.getBoundingClientRect().top >= -1)).toBe(true);
    await screenshot(page, 'contact-sent-keyboard-390');
  });
});
