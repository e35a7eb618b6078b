import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatStayDate } from '@suvarna/contracts';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, fillRegistration, indiaDate, openSiteWithPage, pathOf, payOnCheckout } from './support/journey';

/**
 * One journey, one state: what a new guest chose on the search travels in the address through the hotel page,
 * sign-in, registration and the checkout, and comes back unchanged from the checkout's cancel link.
 */
describe.skipIf(!browserAvailable)('a new guest from a dated search to a paid stay, without typing anything twice', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  // Dates the defaults (tomorrow, the day after) can never be: a stay three weeks out, two nights long.
  const checkIn = indiaDate(21);
  const checkOut = indiaDate(23);
  const email = `kavya.${Date.now()}@example.in`;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const path = () => pathOf(page);

  async function expectBookingPageWithTheStay() {
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: 'Suvarna Imperial Delhi' }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    expect(await page.getByLabel('Guests').inputValue()).toBe('3');
    await expect.poll(() => page.getByLabel('Rooms of Deluxe Room').inputValue(), { timeout: 15_000 }).toBe('2');
    // 12,000 × 2 rooms × 2 nights = 48,000; 12 % taxes and fees = 5,760.
    await expect.poll(() => page.getByRole('region', { name: 'Price summary' }).getByTestId('total').textContent(), { timeout: 15_000 }).toBe('₹53,760');
  }

  it('when a signed-out visitor searches dates, opens a hotel and presses Book Now, then registering brings them back to the booking page with everything chosen', async () => {
    await page.goto(`${site.url}/hotels`);
    const search = page.getByRole('form', { name: 'Search by dates and guests' });
    await search.getByLabel('Check-in').fill(checkIn);
    await search.getByLabel('Check-out').fill(checkOut);
    await search.getByLabel('Guests').fill('3');
    await search.getByRole('button', { name: 'Search' }).click();
    const card = page.getByTestId('hotel-card').filter({ has: page.getByRole('heading', { name: 'Suvarna Imperial Delhi' }) });
    await card.getByTestId('stay-availability').getByText('Available for your dates').waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: /^View/ }).click();

    // The hotel page's booking box shows the searched stay, not tomorrow and the day after.
    await page.getByRole('heading', { level: 1, name: 'Suvarna Imperial Delhi' }).waitFor();
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('3');
    await page.locator('label', { has: page.getByRole('radio', { name: /Deluxe Room/ }) }).click();
    await page.getByLabel('Rooms', { exact: true }).selectOption('2');
    // What was chosen here is in the address too: a reload keeps it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Suvarna Imperial Delhi' }).waitFor();
    // The first screen comes as HTML before the app takes over and reads the address: wait for it, as a guest sees it.
    await expect.poll(() => page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    await expect.poll(() => page.getByRole('radio', { name: /Deluxe Room/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('Rooms', { exact: true }).inputValue()).toBe('2');
    const quote = page.getByRole('group', { name: 'Price for your stay' });
    await quote.getByText('2 × Deluxe Room × 2 nights').waitFor();
    await screenshot(page, 'journey-hotel-from-search-1440');

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/login');
    // A new guest creates an account from the sign-in page: the way back goes with them.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(path).toBe('/register');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain(`checkIn=${checkIn}`);
    await fillRegistration(page, { name: 'Kavya Menon', email, password: 'Journey@2468' });

    await expect.poll(path, { timeout: 20_000 }).toBe('/book-now');
    await expectBookingPageWithTheStay();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Kavya Menon');
    await screenshot(page, 'journey-booking-after-register-1440');
  });

  it('when the guest goes to the checkout and comes back by its cancel link, then Try Booking Again opens the same stay', async () => {
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain('53,760');
    await page.getByRole('link', { name: /Cancel and return to/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/booking-cancel');
    const again = page.getByRole('link', { name: 'Try Booking Again' });
    await expect.poll(async () => new URL((await again.getAttribute('href')) ?? '', site.url).searchParams.get('checkIn'), { timeout: 15_000 }).toBe(checkIn);
    await again.click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/book-now');
    await expectBookingPageWithTheStay();
  });

  it('when the guest pays on the checkout page, then Booking Confirmed! shows the same dates', async () => {
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain('53,760');
    await payOnCheckout(page, '4242 4242 4242 4242', 'Kavya Menon');
    await page.waitForURL(/\/booking-success\?session_id=/, { timeout: 30_000, waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(formatStayDate(checkIn)).isVisible()).toBe(true);
    expect(await page.getByText(formatStayDate(checkOut)).isVisible()).toBe(true);
    expect(await page.getByText(email).isVisible()).toBe(true);
    await screenshot(page, 'journey-confirmed-1440');
  });
});
