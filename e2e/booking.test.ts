import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoGuest, indiaDate, openSiteWithPage, pathOf, payOnCheckout, signInOnPage } from './support/journey';

const phone = { width: 390, height: 844 } as const;

describe.skipIf(!browserAvailable)('booking a stay and paying for it in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  /** The booking paid for in the first journey. */
  let paidBookingPath = '';

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const path = () => pathOf(page);

  it('when a guest signs in, prices a stay on the hotel page and books it, then the booking page is filled and Proceed opens the checkout', async () => {
    await signInOnPage(page, site.url, demoGuest);

    await page.goto(`${site.url}/hotels/1`);
    await page.getByRole('heading', { level: 1, name: 'Suvarna Imperial Delhi' }).waitFor();
    const checkIn = indiaDate(6);
    const checkOut = indiaDate(8);
    // The radio itself is drawn as its card: the guest clicks the card.
    await page.locator('label', { has: page.getByRole('radio', { name: /Deluxe Room/ }) }).click();
    expect(await page.getByRole('radio', { name: /Deluxe Room/ }).isChecked()).toBe(true);
    await page.getByLabel('Check-in').fill(checkIn);
    await page.getByLabel('Check-out').fill(checkOut);
    const quote = page.getByRole('group', { name: 'Price for your stay' });
    await quote.getByText('1 × Deluxe Room × 2 nights').waitFor();
    // 12,000 × 2 nights = 24,000; 12 % taxes and fees = 2,880.
    expect(await quote.getByTestId('sidebar-total').textContent()).toBe('₹26,880');
    await screenshot(page, 'booking-hotel-sidebar-1440');

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/book-now');
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: 'Suvarna Imperial Delhi' }).waitFor();
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    await expect.poll(() => page.getByLabel('Rooms of Deluxe Room').inputValue(), { timeout: 15_000 }).toBe('1');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Kabir Malhotra');
    const summary = page.getByRole('region', { name: 'Price summary' });
    await expect.poll(() => summary.getByTestId('total').textContent(), { timeout: 15_000 }).toBe('₹26,880');
    await page.getByLabel('Special Requests').fill('A quiet room away from the lift, please.');
    await screenshot(page, 'booking-form-1440');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain('26,880');
  });

  it('when the card is declined, then Stripe says so and the booking awaits its payment with Resume payment', async () => {
    await payOnCheckout(page, '4000 0000 0000 0002');
    expect(await page.getByRole('alert').textContent()).toContain('Your card was declined.');

    await page.goto(`${site.url}/dashboard`);
    const recent = page.getByRole('list', { name: 'Recent bookings' });
    await recent.waitFor();
    const first = recent.getByRole('listitem').first();
    expect(await first.getByText('Suvarna Imperial Delhi').isVisible()).toBe(true);
    expect(await first.getByText('Payment Pending').isVisible()).toBe(true);
    await first.getByRole('link', { name: /View Booking/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toMatch(/^\/booking\/.+/);
    paidBookingPath = path();

    await page.getByTestId('confirmation-code').waitFor();
    expect(await page.getByTestId('confirmation-code').textContent()).toMatch(/^SUV-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(await page.getByText('Payment Pending').isVisible()).toBe(true);
    expect(await page.getByTestId('hold-minutes').textContent()).toMatch(/Your rooms are held for \d+ more minutes?, until \d{1,2}:\d{2} [ap]m IST\./);
    expect(await page.getByText('A quiet room away from the lift, please.').isVisible()).toBe(true);
    await screenshot(page, 'booking-detail-pending-1440');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('when the guest pays again from the booking with 4242, then Booking Confirmed! shows the booking, and the dashboard and the booking page show it paid', async () => {
    const code = await page.getByTestId('confirmation-code').textContent();
    await page.getByRole('button', { name: 'Resume payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    // Whatever the success page asks for is found: no 404 (nor any other failure) in its console.
    const failures: string[] = [];
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') failures.push(`${response.status()} ${response.url()}`);
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') failures.push(message.text());
    };
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/booking-success\?session_id=/, { timeout: 30_000, waitUntil: 'commit' });
    page.on('response', onResponse);
    page.on('console', onConsole);
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(code ?? 'no code').isVisible()).toBe(true);
    // A short payment reference, not the raw Stripe session id.
    expect(await page.getByTestId('payment-reference').textContent()).toMatch(/^PAY-[A-Z0-9]{8}$/);
    expect(await page.locator('main').textContent()).not.toContain('cs_test_');
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    page.off('console', onConsole);
    expect(failures).toEqual([]);

    await page.goto(`${site.url}/dashboard`);
    const first = page.getByRole('list', { name: 'Recent bookings' }).getByRole('listitem').first();
    await first.getByText('Paid', { exact: true }).waitFor();
    expect(await first.getByRole('link', { name: `View Booking ${code}` }).getAttribute('href')).toBe(paidBookingPath);
    await screenshot(page, 'booking-dashboard-1440');

    await page.goto(`${site.url}${paidBookingPath}`);
    await page.getByTestId('confirmation-code').waitFor();
    expect(await page.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resume payment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Booking' }).isVisible()).toBe(true);
    await screenshot(page, 'booking-detail-paid-1440');
  });

  it('when the guest leaves the checkout by its cancel link, then /booking-cancel explains nothing was charged', async () => {
    await page.goto(`${site.url}/book-now?hotel=1&checkIn=${indiaDate(12)}&checkOut=${indiaDate(13)}&guests=2`);
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: 'Suvarna Imperial Delhi' }).waitFor();
    await expect.poll(() => page.getByLabel('Rooms of Executive Suite').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Rooms of Executive Suite').selectOption('1');
    // 22,000 for one night with 12 % taxes and fees.
    expect(await page.getByRole('region', { name: 'Price summary' }).getByTestId('total').textContent()).toBe('₹24,640');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Cancel and return to/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/booking-cancel');
    await page.getByRole('heading', { level: 1, name: 'Booking Cancelled' }).waitFor();
    expect(await page.getByText('Your booking was cancelled and no payment has been charged.').isVisible()).toBe(true);
  });

  it('when the guest cancels the paid booking within the free period, then it is cancelled and refunded', async () => {
    await page.goto(`${site.url}${paidBookingPath}`);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    expect(await dialog.getByText(/The full amount you paid is refunded to your card/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await page.getByText('Your booking is cancelled. Your refund is on its way to your card.').waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();

    // The refund comes back from Stripe by events: the page shows it once it has arrived.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('confirmation-code').waitFor();
          return page.getByText('Refunded', { exact: true }).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
  });

  it('when a booking of someone else or none is opened, then Booking Not Found shows', async () => {
    await page.goto(`${site.url}/booking/not-a-booking`);
    await page.getByRole('heading', { level: 1, name: 'Booking Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('when the screens are seen on a phone, then they fit its width', async () => {
    await page.setViewportSize(phone);
    const screens: [string, string][] = [
      ['/book-now', 'booking-hotel-picker-390'],
      [`/book-now?hotel=1&checkIn=${indiaDate(6)}&checkOut=${indiaDate(8)}&guests=2&room=Deluxe+Room&rooms=1`, 'booking-form-390'],
      [paidBookingPath, 'booking-detail-390'],
      ['/dashboard', 'booking-dashboard-390'],
      ['/hotels/1', 'booking-hotel-sidebar-390'],
    ];
    for (const [target, name] of screens) {
      await page.goto(`${site.url}${target}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await screenshot(page, name);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(`${site.url}/book-now`);
    await page.getByRole('heading', { name: 'Choose Your Hotel' }).waitFor();
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'booking-hotel-picker-1440');
  });
});
