import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, formatStayDate, indiaToday } from '@suvarna/contracts';
import { pdfText } from '@suvarna/documents/testing';
import { browserAvailable, launchBrowser, screenshot, viewports } from './support/browser';
import { bootSite, type TestSite } from './support/site';

const guest = { email: 'guest@suvarnahotels.in', password: 'Guest@123' };
/** Suvarna Imperial Delhi: its Deluxe Room, ₹12,000 a night, is its lowest price. */
const hotel = { id: '1', name: 'Suvarna Imperial Delhi', room: 'Deluxe Room' };

/** A night's button in the open calendar. */
const night = (page: Page, date: string) => page.locator(`[role="dialog"] button[data-date="${date}"]`);

/**
 * A guest's whole stay, in the browser against the running site: dates picked on the hotel page's calendar,
 * booked and paid on the Stripe sandbox's checkout page, the GST invoice downloaded, the stay made a night longer
 * from the booking page (a first checkout left by its cancel link, then the difference paid), with the invoice
 * followed by a credit note and a new one.
 */
// Each step drives the site and the Stripe sandbox's page on a shared, busy machine: more than the project's 60 s each.
describe.skipIf(!browserAvailable)('a stay picked on the calendar, paid, invoiced and moved by a night', { timeout: 120_000 }, () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  const checkIn = addDays(indiaToday(), 12);
  const checkOut = addDays(checkIn, 2);
  const movedOut = addDays(checkOut, 1);
  let bookingPath = '';
  let firstInvoice = '';

  beforeAll(async () => {
    site = await bootSite(inject('adminDatabaseUrl'));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: viewports.desktop, acceptDownloads: true });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const path = () => new URL(page.url()).pathname;

  /** The card form of the Stripe sandbox's hosted checkout page. */
  async function payOnCheckoutPage(expectedTotal: string) {
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain(expectedTotal);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Kabir Malhotra');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/booking-success\?session_id=/, { timeout: 30_000, waitUntil: 'commit' });
  }

  /** The booking page, read afresh until `ready` holds (events reach the services a moment after the payment). */
  async function bookingPageUntil(ready: () => Promise<boolean>) {
    await expect
      .poll(
        async () => {
          await page.goto(`${site.url}${bookingPath}`);
          await page.getByTestId('confirmation-code').waitFor({ timeout: 20_000 });
          return ready();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  const stay = () => page.getByRole('region', { name: 'Your Stay' });
  const invoices = () => page.getByRole('region', { name: 'Tax Invoice' });
  const statusOf = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  async function downloadPdf(buttonName: RegExp): Promise<{ filename: string; text: string[] }> {
    const button = invoices().getByRole('button', { name: buttonName });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    // A PDF by its content, not by its name.
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    return { filename: download.suggestedFilename(), text: pdfText(bytes) };
  }

  it('when a guest picks the dates on the hotel page calendar, books and pays, then the booking is confirmed', async () => {
    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email Address').fill(guest.email);
    await page.getByLabel(/^Password/).fill(guest.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe('/dashboard');

    await page.goto(`${site.url}/hotels/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Choose dates on the calendar' }).click();
    await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
    // Each night shows the hotel's lowest free price before any date is picked.
    await expect.poll(() => night(page, checkIn).textContent(), { timeout: 20_000 }).toMatch(/from ₹12,000 a night/);
    await night(page, checkIn).click();
    await night(page, checkOut).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    await page.getByRole('button', { name: 'Book Now' }).click();

    await expect.poll(path, { timeout: 20_000 }).toBe('/book-now');
    const url = new URL(page.url());
    expect([url.searchParams.get('hotel'), url.searchParams.get('checkIn'), url.searchParams.get('checkOut')]).toEqual([hotel.id, checkIn, checkOut]);
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: hotel.name }).waitFor({ timeout: 20_000 });
    const rooms = page.getByLabel(`Rooms of ${hotel.room}`);
    await expect.poll(() => rooms.isEnabled(), { timeout: 15_000 }).toBe(true);
    await rooms.selectOption('1');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // Two nights of ₹12,000 + 12 %.
    await payOnCheckoutPage('26,880');
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor({ timeout: 30_000 });
  });

  it('when the guest opens the booking from the dashboard, then it reads paid, for the dates picked', async () => {
    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('list', { name: 'Recent bookings' }).getByRole('listitem').first().getByRole('link', { name: /View Booking/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toMatch(/^\/booking\/.+/);
    bookingPath = path();
    await bookingPageUntil(async () => (await statusOf('Payment Status').textContent())?.trim() === 'Paid');
    expect(await page.getByRole('heading', { level: 1, name: hotel.name }).isVisible()).toBe(true);
    expect(await stay().getByText(formatStayDate(checkIn)).count()).toBeGreaterThan(0);
    expect(await stay().getByText(formatStayDate(checkOut)).count()).toBeGreaterThan(0);
  });

  it('when the guest downloads the GST invoice, then it is a PDF carrying its invoice number, the hotel’s GSTIN and the paid total', async () => {
    const button = invoices().getByRole('button', { name: /^Download PDF: GST tax invoice SH07\// });
    await button.waitFor({ timeout: 20_000 });
    firstInvoice = (await button.getAttribute('aria-label'))!.replace('Download PDF: GST tax invoice ', '');
    expect(firstInvoice).toMatch(/^SH07\/\d{4}\/\d{6}$/);
    const { filename, text } = await downloadPdf(/^Download PDF: GST tax invoice SH07\//);
    expect(filename).toBe(`suvarna-invoice-${firstInvoice.replace(/\//g, '-')}.pdf`);
    expect(text).toEqual(expect.arrayContaining(['TAX INVOICE', 'GSTIN: 07AAKCS4821L1Z0', 'CGST @ 6%', 'SGST @ 6%', '26,880.00']));
    expect(text.some((line) => line.includes(firstInvoice))).toBe(true);
  });

  it('when the guest leaves the difference’s checkout by its cancel link, then the stay keeps its dates and can be moved again', async () => {
    const change = page.getByRole('form', { name: 'Change dates' });
    await change.getByLabel('New check-out').fill(movedOut);
    await change.getByRole('button', { name: 'Change Dates' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Cancel and return to / }).click();
    await expect.poll(path, { timeout: 20_000 }).toBe(bookingPath);
    await page.getByText('The difference was not paid, so your stay keeps its dates and nothing was charged.').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(await stay().getByText(formatStayDate(checkOut)).count()).toBeGreaterThan(0);
    expect(await stay().getByText(formatStayDate(movedOut)).count()).toBe(0);
  });

  it('when the guest makes the stay a night longer from the booking page and pays the difference, then the booking shows the new dates and a credit note and a new invoice follow', async () => {
    const change = page.getByRole('form', { name: 'Change dates' });
    await change.getByLabel('New check-out').fill(movedOut);
    const opened: string[] = [];
    const countOpenings = (request: { url(): string }) => {
      if (request.url().includes('/api/payments/create-checkout-session')) opened.push(request.url());
    };
    page.on('request', countOpenings);
    // The change's answer, read on its way to the page (which leaves at once for the checkout).
    let answer: { status?: string; difference?: number; checkout_url?: string | null } = {};
    await page.route(/\/api\/bookings\/[^/]+\/change-dates$/, async (route) => {
      const response = await route.fetch();
      answer = (await response.json()) as typeof answer;
      await route.fulfill({ response });
    });
    await change.getByRole('button', { name: 'Change Dates' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    await page.unroute(/\/api\/bookings\/[^/]+\/change-dates$/);
    page.off('request', countOpenings);
    // The change's one call answered the difference's checkout, and the page went straight there.
    expect(answer).toMatchObject({ status: 'payment_required', difference: 13_440, checkout_url: expect.stringMatching(/^https?:\/\//) });
    expect(page.url()).toBe(answer.checkout_url);
    expect(opened).toEqual([]);
    // Only the difference: one more night of a Deluxe Room, ₹12,000 + 12 %.
    await payOnCheckoutPage('13,440');

    await bookingPageUntil(async () => (await stay().getByText(formatStayDate(movedOut)).count()) > 0);
    expect(await page.getByRole('heading', { level: 1, name: hotel.name }).isVisible()).toBe(true);
    expect(await stay().getByText(formatStayDate(checkIn)).count()).toBeGreaterThan(0);
    expect((await statusOf('Payment Status').textContent())?.trim()).toBe('Paid');

    await invoices().getByRole('button', { name: /^Download PDF: GST credit note CN07\// }).waitFor({ timeout: 30_000 });
    const invoiceButtons = invoices().getByRole('button', { name: /^Download PDF: GST tax invoice SH07\// });
    expect(await invoiceButtons.count()).toBe(2);
    const names = await invoiceButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const newInvoice = names.map((n) => n.replace('Download PDF: GST tax invoice ', '')).find((n) => n !== firstInvoice)!;
    expect(newInvoice).toMatch(/^SH07\/\d{4}\/\d{6}$/);
    expect(await invoices().getByText(/₹40,320/).count()).toBe(1);

    const credit = await downloadPdf(/^Download PDF: GST credit note CN07\//);
    expect(credit.text.some((line) => line.includes(firstInvoice))).toBe(true);
    expect(credit.text).toEqual(expect.arrayContaining(['26,880.00']));
    const invoice = await downloadPdf(new RegExp(`^Download PDF: GST tax invoice ${newInvoice.replace(/\//g, '\\/')}$`));
    expect(invoice.text.some((line) => line.includes(newInvoice))).toBe(true);
    expect(invoice.text).toEqual(expect.arrayContaining(['TAX INVOICE', '40,320.00']));
    await screenshot(page, 'booking-moved-after-calendar-1440');
  });
});
