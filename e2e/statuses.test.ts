import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { caughtMails, closeSiteAndBrowser, demoGuest, indiaDate, openSiteWithPage, pathOf, payOnCheckout, signInOnPage, untilPaymentMailsCaughtUp } from './support/journey';


/**
 * Statuses a guest can trust: the booking page, the dashboard and the e-mails tell one story. A paid stay reads
 * Confirmed, an unpaid hold says how long it is held and offers Resume payment and Release rooms, and a hold the
 * guest cancelled (the checkout's cancel link, or Release rooms) reads cancelled, nothing charged, in an e-mail
 * that says the guest cancelled it.
 */
describe.skipIf(!browserAvailable)('the states of a booking as its guest reads them', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
    await signInOnPage(page, site.url, demoGuest);
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const path = () => pathOf(page);
  const mails = () => caughtMails(site.inboxUrl, demoGuest.email);

  /** Books one Executive Suite night at the Delhi hotel and opens the checkout. */
  async function bookAndOpenCheckout(days: number): Promise<void> {
    await page.goto(`${site.url}/book-now?hotel=1&checkIn=${indiaDate(days)}&checkOut=${indiaDate(days + 1)}&guests=2&room=Executive+Suite&rooms=1`);
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: 'Suvarna Imperial Delhi' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Price summary' }).getByTestId('total').textContent(), { timeout: 15_000 }).toBe('₹24,640');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
  }

  /** The newest booking on the dashboard, read again until `ready` holds (events move a booking after the page acts). */
  async function newestOnDashboard(ready: (item: Locator) => Promise<boolean>): Promise<Locator> {
    let item: Locator | undefined;
    await expect
      .poll(
        async () => {
          await page.goto(`${site.url}/dashboard`);
          item = page.getByRole('list', { name: 'Recent bookings' }).getByRole('listitem').first();
          await item.waitFor();
          return ready(item);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    return item!;
  }

  /** The two badges a guest reads, booking then payment, on a dashboard card. */
  const cardBadges = async (item: Locator) => {
    const texts = await item.locator('span').allTextContents();
    return ['Awaiting Payment', 'Confirmed', 'Completed', 'Cancelled', 'Payment Pending', 'Payment Failed', 'Paid', 'Refund on Its Way', 'Refunded', 'Not Charged'].filter((label) =>
      texts.some((t) => t.trim() === label),
    );
  };
  /** The booking page's Booking Status and Payment Status. */
  const pageStatuses = async () => (await page.locator('dl').first().textContent())?.trim();

  it('when the guest leaves the checkout by its cancel link, then the booking reads Cancelled, Not Charged everywhere and its e-mail says the guest cancelled, not lapsed', async () => {
    await bookAndOpenCheckout(30);
    await page.getByRole('link', { name: /Cancel and return to/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/booking-cancel');
    await page.getByRole('heading', { level: 1, name: 'Booking Cancelled' }).waitFor();

    const item = await newestOnDashboard(async (i) => (await i.getByText('Cancelled', { exact: true }).count()) > 0);
    expect(await cardBadges(item)).toEqual(['Cancelled', 'Not Charged']);
    expect(await item.textContent()).not.toMatch(/Pending/i);
    await item.getByRole('link', { name: /View Booking/ }).click();
    await page.getByTestId('confirmation-code').waitFor();
    const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';
    expect(await pageStatuses()).toBe('Booking StatusCancelledPayment StatusNot Charged');
    expect(await page.getByTestId('cancelled-note').textContent()).toBe('This booking is cancelled. You cancelled at the payment page; nothing was charged.');
    const bookingId = path().slice('/booking/'.length);
    expect(await page.getByText(/Pending/i).count()).toBe(0);
    await screenshot(page, 'statuses-cancelled-at-checkout-1440');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(async () => (await mails()).filter((m) => m.subject === `Booking ${code} cancelled: Suvarna Imperial Delhi`).length, { timeout: 30_000 }).toBe(1);
    const cancelled = (await mails()).find((m) => m.subject === `Booking ${code} cancelled: Suvarna Imperial Delhi`)!;
    expect(cancelled.text).toContain('As you asked, we have cancelled this booking.');
    expect(cancelled.text).toContain('Nothing was charged for this booking.');
    // The lapse e-mail would have come by the same events: once notify has taken in every event of the booking, none came.
    await untilPaymentMailsCaughtUp(site.databaseUrl, bookingId);
    expect((await mails()).filter((m) => /lapsed/i.test(m.subject) || (m.text?.includes(code) && /lapsed/i.test(m.text)))).toEqual([]);
  });

  it('when a hold is not paid yet, then its page says how long the rooms are held, offers Resume payment and Release rooms, and Release cancels it, nothing charged', async () => {
    await bookAndOpenCheckout(33);
    // The guest walks away from the checkout without its cancel link (the browser's back button).
    await page.goBack();
    await expect.poll(path, { timeout: 20_000 }).toBe('/book-now');

    const item = await newestOnDashboard(async (i) => (await i.getByText('Awaiting Payment', { exact: true }).count()) > 0);
    expect(await cardBadges(item)).toEqual(['Awaiting Payment', 'Payment Pending']);
    await item.getByRole('link', { name: /View Booking/ }).click();
    await page.getByTestId('confirmation-code').waitFor();
    const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';
    expect(await page.getByTestId('hold-minutes').textContent()).toMatch(/^Your rooms are held for \d+ more minutes?, until \d{1,2}:\d{2} [ap]m IST\./);
    expect(await page.getByRole('button', { name: 'Resume payment' }).isVisible()).toBe(true);
    await screenshot(page, 'statuses-hold-1440');
    expect(await axeViolations(page)).toEqual([]);

    // Resume payment opens the same checkout; the guest comes back and lets the rooms go instead.
    await page.getByRole('button', { name: 'Resume payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain('24,640');
    await page.goBack();
    await page.getByTestId('confirmation-code').waitFor();
    await page.getByRole('button', { name: 'Release rooms' }).click();
    await page.getByText('Your rooms are released and the booking is cancelled. Nothing was charged.').waitFor();
    await expect.poll(pageStatuses).toBe('Booking StatusCancelledPayment StatusNot Charged');
    expect(await page.getByRole('button', { name: 'Resume payment' }).count()).toBe(0);
    expect(await page.getByTestId('cancelled-note').textContent()).toBe('This booking is cancelled. You released the rooms before paying; nothing was charged.');
    const bookingId = path().slice('/booking/'.length);

    await expect.poll(async () => (await mails()).filter((m) => m.subject === `Booking ${code} cancelled: Suvarna Imperial Delhi`).length, { timeout: 30_000 }).toBe(1);
    expect((await mails()).find((m) => m.subject === `Booking ${code} cancelled: Suvarna Imperial Delhi`)!.text).toContain('As you asked, we have cancelled this booking.');
    await untilPaymentMailsCaughtUp(site.databaseUrl, bookingId);
    expect((await mails()).filter((m) => m.text?.includes(code) && /lapsed/i.test(m.text))).toEqual([]);
  });

  it('when the guest pays, then the booking page and the dashboard read Confirmed and Paid before the hotel acts, never Pending', async () => {
    await bookAndOpenCheckout(36);
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor({ timeout: 30_000 });

    const item = await newestOnDashboard(async (i) => (await i.getByText('Paid', { exact: true }).count()) > 0);
    expect(await cardBadges(item)).toEqual(['Confirmed', 'Paid']);
    expect(await item.textContent()).not.toMatch(/Pending/i);
    await item.getByRole('link', { name: /View Booking/ }).click();
    await page.getByTestId('confirmation-code').waitFor();
    expect(await pageStatuses()).toBe('Booking StatusConfirmedPayment StatusPaid');
    expect(await page.getByText(/Pending/i).count()).toBe(0);
    await screenshot(page, 'statuses-paid-1440');
  });
});
