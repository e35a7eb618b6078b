import { addDays, indiaToday } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot, viewports } from './support/browser';
import { bootSite, type TestSite } from './support/site';

/** The value attribute of the input named `name` in a document as the server sent it. */
function servedValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input ? /value="([^"]*)"/.exec(input)?.[1] : undefined;
}

describe.skipIf(!browserAvailable)("a hotel page's first screen with the stay in its address, in a browser", () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await bootSite(inject('adminDatabaseUrl'));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const appHasTakenOver = () => page.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false);

  it('when a dated address is opened, then the document already shows its dates, and the app takes the screen over without changing them', async () => {
    const checkIn = addDays(indiaToday(), 20);
    const checkOut = addDays(indiaToday(), 22);
    problems.length = 0;

    const response = await page.goto(`${site.url}/hotels/1?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&rooms=2`);
    const served = (await response?.text()) ?? '';
    expect(servedValue(served, 'checkIn')).toBe(checkIn);
    expect(servedValue(served, 'checkOut')).toBe(checkOut);

    await appHasTakenOver();
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('3');
    expect(await page.getByLabel('Rooms', { exact: true }).inputValue()).toBe('2');
    await page.waitForLoadState('networkidle');
    // The app kept the server's screen: React reported no mismatch (main.tsx warns 'The first screen was redrawn').
    expect(problems).toEqual([]);
  });

  it('when an address carries a date that is no stay, then the document and the app both show tomorrow and the day after', async () => {
    problems.length = 0;

    const response = await page.goto(`${site.url}/hotels/1?checkIn=2026-02-30&checkOut=${addDays(indiaToday(), 4)}`);
    const served = (await response?.text()) ?? '';
    expect(servedValue(served, 'checkIn')).toBe(addDays(indiaToday(), 1));
    expect(servedValue(served, 'checkOut')).toBe(addDays(indiaToday(), 2));

    await appHasTakenOver();
    expect(await page.getByLabel('Check-in').inputValue()).toBe(addDays(indiaToday(), 1));
    expect(await page.getByLabel('Check-out').inputValue()).toBe(addDays(indiaToday(), 2));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', viewports.desktop],
  ] as const)('when Book Now is pressed with a check-out before the check-in (%s), then check-out is marked, described and focused', async (name, viewport) => {
    await page.setViewportSize(viewport);
    await page.goto(`${site.url}/hotels/1`);
    await appHasTakenOver();
    await page.getByLabel('Check-in').fill(addDays(indiaToday(), 10));
    await page.getByLabel('Check-out').fill(addDays(indiaToday(), 8));

    // The booking box's own button (on a phone the sticky bar's Book Now may show too, and scrolls to the box).
    await page.getByRole('form', { name: 'Check availability' }).getByRole('button', { name: 'Book Now' }).click();

    const checkOut = page.getByLabel('Check-out');
    expect(await checkOut.getAttribute('aria-invalid')).toBe('true');
    expect(await checkOut.evaluate((input) => input === document.activeElement)).toBe(true);
    const described = await checkOut.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Check-out date must be after check-in date');
    expect(new URL(page.url()).pathname).toBe('/hotels/1');
    await screenshot(page, `journey-first-screen-invalid-${name}-${viewport.width}`);
  });
});
