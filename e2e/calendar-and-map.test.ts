import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, indiaToday } from '@suvarna/contracts';
import { axeViolations, contextFor, settle, signIn } from './support/axe';
import { browserAvailable } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoGuest, openSiteAndBrowser } from './support/journey';

const day = (page: Page, date: string) => page.locator(`[role="dialog"] button[data-date="${date}"]`);

describe.skipIf(!browserAvailable)('the nightly-price calendar and the map of India in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const open = async (width: number, path: string) => {
    const context = await contextFor(browser, width);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await settle(page);
    return page;
  };
  const expectNoAxeViolations = async (page: Page, what: string) => {
    const violations = await axeViolations(page);
    if (violations.length) console.error(`${what}:\n  ${violations.join('\n  ')}`);
    expect(violations).toEqual([]);
  };

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await closeSiteAndBrowser(site, browser);
  });

  it('when a visitor picks dates on the hotel page calendar at 1440 px, then two months show each night\'s price, axe finds nothing, and Book Now carries the dates', async () => {
    const page = await open(1440, '/hotels/1');
    await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
    await dialog.waitFor();
    expect(await dialog.getByRole('grid').count()).toBe(2);
    const checkIn = addDays(indiaToday(), 3);
    const checkOut = addDays(indiaToday(), 5);
    // The Deluxe Room's ₹12,000 is the lowest free price of Suvarna Imperial Delhi.
    await expect.poll(() => day(page, checkIn).textContent()).toMatch(/from ₹12,000 a night/);
    expect(await day(page, checkIn).innerText()).toContain('₹12k');
    await settle(page);
    await expectNoAxeViolations(page, 'calendar at 1440 px');

    await day(page, checkIn).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/^Check-in .* Now pick the check-out date/);
    await day(page, checkOut).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBe(`/book-now?hotel=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  });

  it('when every room of a night is booked, then the calendar marks it sold out: it cannot start a stay, and a stay can end on it but not run through it', async () => {
    // Suvarna Spiti Sky Lodge Kaza has 16 + 4 rooms: one booking of all of them sells the night out.
    const guest = await signIn(site.url, demoGuest.email, demoGuest.password);
    const night = addDays(indiaToday(), 4);
    const res = await fetch(`${site.url}/api/bookings/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.access_token}` },
      body: JSON.stringify({
        hotel_id: '9',
        check_in: night,
        check_out: addDays(night, 1),
        rooms: [
          { type: 'Mud-Brick Room', quantity: 16 },
          { type: 'Stargazer Suite', quantity: 4 },
        ],
        guest_info: { name: 'Asha Verma', email: 'guest@suvarnahotels.in', phone: '+91 98765 43210', address: '' },
        special_requests: '',
        total_amount: Math.round(1.12 * (16 * 10_000 + 4 * 16_000)),
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);

    const page = await open(1440, '/hotels/9');
    await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
    await expect.poll(() => day(page, night).innerText()).toContain('Sold out');
    expect(await day(page, night).textContent()).toMatch(/sold out, not available/);
    const status = page.getByRole('dialog').getByRole('status');
    const before = await status.innerText();
    // aria-disabled: Playwright will not press it unless forced, as a guest could.
    await day(page, night).click({ force: true });
    expect(await status.innerText()).toBe(before);
    await day(page, addDays(night, -2)).click();
    expect(await status.innerText()).toMatch(/^Check-in .* Now pick the check-out date, up to /);
    expect(await day(page, addDays(night, 1)).textContent()).toMatch(/starts a new stay/);
    await day(page, night).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Check-in').inputValue()).toBe(addDays(night, -2));
    expect(await page.getByLabel('Check-out').inputValue()).toBe(night);
  });

  it('when a guest uses the /hotels calendar by keyboard only, then arrows and Enter pick the stay and the prices are the lowest over every hotel', async () => {
    const page = await open(1440, '/hotels');
    // The search starts from tomorrow: the calendar opens on that check-in (the WAI-ARIA pattern's selected date).
    const start = await page.getByLabel('Check-in').inputValue();
    expect(start).toBe(addDays(indiaToday(), 1));
    await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date)).toBe(start);
    await expect.poll(() => day(page, addDays(start, 1)).innerText()).toMatch(/₹[\d.]+k/);
    expect(await day(page, addDays(start, 1)).textContent()).toMatch(/from ₹[\d,]+ a night/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Check-in').inputValue()).toBe(addDays(start, 1));
    expect(await page.getByLabel('Check-out').inputValue()).toBe(addDays(start, 8));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Choose dates on the calendar');
  });

  it('when the calendar opens on a phone (390 px), then it shows one month and axe finds nothing', async () => {
    const page = await open(390, '/hotels/3');
    await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
    await dialog.waitFor();
    expect(await dialog.getByRole('grid').count()).toBe(1);
    await expect.poll(() => day(page, addDays(indiaToday(), 2)).textContent()).toMatch(/a night/);
    await settle(page);
    await expectNoAxeViolations(page, 'calendar at 390 px');
  });

  for (const width of [390, 1440]) {
    it(`when /hotels and the home page are opened at ${width} px, then the map has a pin link per property and axe finds nothing`, async () => {
      for (const path of ['/hotels', '/']) {
        const page = await open(width, path);
        const map = page.getByRole('group', { name: 'Our Hotels on the Map' });
        await map.scrollIntoViewIfNeeded();
        await expect.poll(() => map.locator('path').count()).toBeGreaterThan(30);
        expect(await map.getByRole('link').count()).toBe(25);
        expect(await map.locator('a[data-status="pre-opening"]').count()).toBe(5);
        await settle(page);
        await expectNoAxeViolations(page, `${path} with the map at ${width} px`);
      }
    });
  }

  it('when a keyboard user tabs onto a pin and presses Enter, then the hotel page opens', async () => {
    const page = await open(1440, '/hotels');
    const pin = page.getByRole('link', { name: 'Suvarna Viceregal Shimla, Shimla, Himachal Pradesh: Open' });
    await pin.focus();
    expect(await page.getByText('Point to or tab onto a pin').count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hotels/7');
    await page.getByRole('heading', { level: 1, name: 'Suvarna Viceregal Shimla' }).waitFor();
  });
});
