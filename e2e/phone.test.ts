import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot } from './support/browser';
import { bootSite, type TestSite } from './support/site';

describe.skipIf(!browserAvailable)('the hotel page on a phone', () => {
  let site: TestSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await bootSite(inject('adminDatabaseUrl'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

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
    await page.waitForTimeout(300);
    expect(await page.getByTestId('sticky-booking-bar').isVisible()).toBe(false);
    await page.close();
  });

  it('when a pre-opening hotel is seen on a phone, then no bar offers a booking it cannot take', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/hotels/pre1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('sticky-booking-bar').count()).toBe(0);
    await page.close();
  });
});
