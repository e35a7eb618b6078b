import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatStayDate } from '@suvarna/contracts';
import { pdfText } from '@suvarna/documents/testing';
import { axeViolations } from './support/axe';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoGuest, indiaDate, openSiteWithPage, pathOf, payOnCheckout, signInOnPage } from './support/journey';


/**
 * A business guest's paid stay: the GST invoice downloaded from the booking page, then the stay made a night
 * longer, paying only the difference, with the invoice replaced.
 */
describe.skipIf(!browserAvailable)('a paid stay’s GST invoice, and moving the stay', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  let bookingPath = '';
  const checkIn = indiaDate(15);
  const checkOut = indiaDate(17);
  const longer = indiaDate(18);

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage({ viewport: viewports.desktop, acceptDownloads: true }));
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const path = () => pathOf(page);

  it('when a guest books with a company GSTIN and pays, then the booking page offers the GST invoice as a PDF billed to the company', async () => {
    await signInOnPage(page, site.url, demoGuest);

    await page.goto(`${site.url}/book-now?hotel=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await page.getByRole('complementary', { name: 'Your booking' }).getByRole('heading', { name: 'Suvarna Imperial Delhi' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('Rooms of Deluxe Room').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Rooms of Deluxe Room').selectOption('1');
    await page.getByLabel('Company name').fill('Acme Traders Pvt Ltd');
    await page.getByLabel('Company GSTIN').fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    expect(await page.getByText('please check it for a typing error').first().isVisible()).toBe(true);
    await page.getByLabel('Company GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-total').textContent()).toContain('26,880');
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/booking-success\?session_id=/, { timeout: 30_000, waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor({ timeout: 30_000 });

    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('list', { name: 'Recent bookings' }).getByRole('listitem').first().getByRole('link', { name: /View Booking/ }).click();
    await expect.poll(path, { timeout: 20_000 }).toMatch(/^\/booking\/.+/);
    bookingPath = path();
    const invoice = page.getByRole('region', { name: 'Tax Invoice' });
    const button = invoice.getByRole('button', { name: /^Download PDF: GST tax invoice SH07\// });
    await button.waitFor({ timeout: 20_000 });
    expect(await invoice.getByText('Billed to Acme Traders Pvt Ltd (GSTIN 27AAPFU0939F1ZV).').isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^suvarna-invoice-SH07-\d{4}-\d{6}\.pdf$/);
    const text = pdfText(new Uint8Array(await readFile((await download.path())!)));
    expect(text).toEqual(expect.arrayContaining(['TAX INVOICE', 'GSTIN: 07AAKCS4821L1Z0', 'GSTIN: 27AAPFU0939F1ZV', 'CGST @ 6%', 'SGST @ 6%', '26,880.00', 'Rupees Twenty-Six Thousand Eight Hundred Eighty Only']));
    await screenshot(page, 'booking-detail-invoice-1440');
  });

  it('when the guest makes the stay a night longer, then only the difference is paid and the invoice is replaced by a credit note and a new one', async () => {
    const change = page.getByRole('form', { name: 'Change dates' });
    await change.getByLabel('New check-out').fill(longer);
    await change.getByRole('button', { name: 'Change Dates' }).click();
    await page.getByRole('heading', { name: 'Pay with card' }).waitFor({ timeout: 20_000 });
    // One more night of a Deluxe Room: 12,000 + 12 % = 13,440.
    expect(await page.getByTestId('checkout-total').textContent()).toContain('13,440');
    await payOnCheckout(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/booking-success\?session_id=/, { timeout: 30_000, waitUntil: 'commit' });

    await page.goto(`${site.url}${bookingPath}`);
    await page.getByTestId('confirmation-code').waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByTestId('confirmation-code').waitFor();
        return page.getByText(formatStayDate(longer)).count();
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText(formatStayDate(checkIn)).count()).toBeGreaterThan(0);
    const invoice = page.getByRole('region', { name: 'Tax Invoice' });
    await invoice.getByRole('button', { name: /^Download PDF: GST credit note CN07\// }).waitFor({ timeout: 20_000 });
    expect(await invoice.getByRole('button', { name: /^Download PDF: GST tax invoice SH07\// }).count()).toBe(2);
    expect(await invoice.getByText(/₹40,320/).count()).toBe(1);
    await screenshot(page, 'booking-detail-moved-1440');
    expect(await axeViolations(page)).toEqual([]);
  });
});
