import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, openSiteAndBrowser, untilAppTookOver } from './support/journey';

describe.skipIf(!browserAvailable)('the hotel page on a phone', () => {
  let site: TestSite;
  let browser: Browser;

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  it('when the booking panel is off screen, then a bottom bar offers the price from and Book Now, which brings the guest to the panel', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/hotels/1`);
    const bar = page.getByTestId('sticky-booking-bar');
    await bar.waitFor({ state: 'visible' });

    expect(await bar.textContent()).toMatch(/From\s*₹[\d,]+\s*\/night/);
    // Sits on the bottom edge once it has slid in.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBe(844);
    await screenshot(page, 'hotel-sticky-bar-390');

    await bar.getByRole('button', { name: 'Book Now' }).tap();

    const panel = page.getByRole('complementary', { name: 'Book your stay' });
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.close();
  });

  it('when the hotel is seen on a wide screen, then the panel sits beside the page and no bar shows', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/hotels/1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Whatever the panel's watcher concludes, the wide layout never displays the bar.
    const bar = page.getByTestId('sticky-booking-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    // And the watcher itself has seen the scroll: an observer of the same column, made after it, is told after it.
    await bar.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const seen = new IntersectionObserver(() => {
            seen.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          seen.observe(el.parentElement!);
        }),
    );
    expect(await bar.isVisible()).toBe(false);
    await page.close();
  });

  it('when a pre-opening hotel is seen on a phone, then no bar offers a booking it cannot take', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/hotels/pre1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await untilAppTookOver(page);
    expect(await page.getByTestId('sticky-booking-bar').count()).toBe(0);
    await page.close();
  });
});
