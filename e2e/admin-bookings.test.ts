import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contextFor, signIn, type StoredSession } from './support/axe';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoAdmin, openSiteAndBrowser } from './support/journey';
import { createPool } from '@suvarna/platform';

/** Today in India plus `days`, as YYYY-MM-DD. */
function indiaDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

interface Made {
  id: string;
  code: string;
  total: number;
  guest: string;
  checkIn: string;
  hotel: string;
}

describe.skipIf(!browserAvailable)('the bookings admin and analytics in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let admin: StoredSession;
  let adminContext: BrowserContext;
  let page: Page;
  const made: Record<'early' | 'late' | 'paidKept' | 'paidCancelled', Made> = {} as never;

  const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${site.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  async function register(name: string): Promise<{ token: string; email: string }> {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const res = await api('/api/auth/register', { method: 'POST', body: { full_name: name, email, password: 'Monsoon-Verandah-42', phone: '+91 98200 12345' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { token: res.body.access_token as string, email };
  }

  /** Books one room for `nights` nights from `from` days ahead in the `index`-th open hotel, through the gateway. */
  async function book(guest: { token: string; email: string }, name: string, from: number, index: number): Promise<Made> {
    const checkIn = indiaDay(from);
    const checkOut = indiaDay(from + 2);
    const search = await api(`/api/bookings/availability/search?check_in=${checkIn}&check_out=${checkOut}&guests=1`);
    const hotels = (search.body.hotels as { hotel_id: string; bookable: boolean; rooms: { type: string; price: number; free: number }[] }[]).filter((h) => h.bookable);
    const hotel = hotels[index % hotels.length]!;
    const room = hotel.rooms.find((r) => r.free > 0)!;
    const total = Math.round(room.price * 2 * 1.12);
    const res = await api('/api/bookings/create', {
      method: 'POST',
      token: guest.token,
      body: { hotel_id: hotel.hotel_id, check_in: checkIn, check_out: checkOut, rooms: [{ type: room.type, quantity: 1 }], guest_info: { name, email: guest.email }, total_amount: total },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await api(`/api/bookings/${res.body.booking_id as string}`, { token: guest.token });
    return { id: res.body.booking_id as string, code: res.body.confirmation_code as string, total, guest: name, checkIn, hotel: (read.body.hotel as { name: string }).name };
  }

  /** Pays the booking with 4242 on the Stripe sandbox's checkout page, then waits until the booking reads paid. */
  async function pay(guest: { token: string }, booking: Made): Promise<void> {
    const session = await vi.waitFor(
      async () => {
        const res = await api('/api/payments/create-checkout-session', { method: 'POST', token: guest.token, body: { booking_id: booking.id, origin_url: site.url } });
        expect(res.status).toBe(200);
        return res.body as { checkout_url: string };
      },
      { timeout: 10_000, interval: 100 },
    );
    await fetch(session.checkout_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'x@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: booking.guest }).toString(),
    });
    await vi.waitFor(
      async () => {
        const read = await api(`/api/bookings/${booking.id}`, { token: admin.access_token });
        if (read.body.payment_status !== 'completed') throw new Error(`payment_status is ${String(read.body.payment_status)}`);
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
    admin = await signIn(site.url, demoAdmin.email, demoAdmin.password);
    const ishaan = await register('Ishaan Malhotra');
    const tara = await register('Tara Fernandes');
    made.early = await book(ishaan, 'Ishaan Malhotra', 20, 0);
    made.late = await book(ishaan, 'Ishaan Malhotra', 45, 1);
    made.paidKept = await book(tara, 'Tara Fernandes', 25, 2);
    made.paidCancelled = await book(tara, 'Tara Fernandes', 30, 3);
    await pay(tara, made.paidKept);
    await pay(tara, made.paidCancelled);
    adminContext = await contextFor(browser, 1440, admin);
    page = await adminContext.newPage();
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const row = (code: string) => page.locator('tbody tr', { has: page.getByText(code, { exact: true }) });
  /** The confirmation codes the table lists: the list a filter asked for, not the one still shown while it loads. */
  const codesShown = () => page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => /SUV-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(r.textContent ?? '')?.[0]));
  const tile = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

  it('when an admin opens /admin/bookings, then every booking made through the API is listed with the summary tiles', async () => {
    await page.goto(`${site.url}/admin/bookings`);
    for (const booking of Object.values(made)) await row(booking.code).waitFor();
    expect(await tile('Total Bookings').textContent()).toBe('4');
    expect(await tile('Pending').textContent()).toBe('4');
    expect(await tile('Paid Revenue').textContent()).toBe(rupees(made.paidKept.total + made.paidCancelled.total));
    expect(await row(made.paidKept.code).textContent()).toContain(rupees(made.paidKept.total));
    expect(await row(made.paidKept.code).textContent()).toContain('Paid');
    await screenshot(page, 'admin-bookings-1440');
  });

  it('when the admin searches and filters by status and check-in dates, then only the matching bookings stay', async () => {
    await page.getByLabel('Search').fill('tara fernandes');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    expect(await row(made.paidKept.code).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('tara fernandes');

    await page.getByLabel('Search').fill('');
    await page.getByLabel('Check-in from').fill(indiaDay(40));
    await expect.poll(codesShown, { timeout: 15_000 }).toEqual([made.late.code]);

    await page.getByLabel('Check-in from').fill('');
    await page.getByLabel('Check-in to').fill(indiaDay(22));
    await expect.poll(codesShown, { timeout: 15_000 }).toEqual([made.early.code]);

    await page.getByLabel('Search').fill('nobody-by-this-name');
    await page.getByRole('heading', { name: 'No Matching Bookings' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(4);
  });

  it('when the admin confirms a booking, then Complete waits for the check-out date, the service refuses it early, and completes the stay once it is over', async () => {
    await page.getByRole('button', { name: `View booking ${made.early.code}` }).click();
    let dialog = page.getByRole('dialog', { name: `Booking ${made.early.code}` });
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.getByText(`Booking ${made.early.code} is now confirmed.`).waitFor();
    // The stay is weeks away: the guest cannot be thanked for it yet.
    const complete = dialog.getByRole('button', { name: 'Complete', exact: true });
    expect(await complete.isDisabled()).toBe(true);
    expect(await dialog.getByText(/^Complete: This stay cannot be completed before its check-out date, .+ \(India time\)\.$/).isVisible()).toBe(true);
    const early = await api(`/api/admin/bookings/${made.early.id}/status`, { method: 'PATCH', token: admin.access_token, body: { status: 'completed' } });
    expect(early).toMatchObject({ status: 409, body: { code: 'stay_not_over', detail: expect.stringContaining('check-out date') } });
    await screenshot(page, 'admin-bookings-complete-waits-1440');

    // The nights go by: the stay checked out yesterday (India's calendar).
    const pool = createPool(site.databaseUrl);
    try {
      await pool.query('UPDATE booking.bookings SET check_in = $2::date - nights, check_out = $2::date WHERE id = $1', [made.early.id, indiaDay(-1)]);
    } finally {
      await pool.end();
    }
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: `View booking ${made.early.code}` }).click();
    dialog = page.getByRole('dialog', { name: `Booking ${made.early.code}` });
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await dialog.getByText(`Booking ${made.early.code} is now completed.`).waitFor();
    expect(await dialog.getByRole('button', { name: /^(Confirm|Complete)$/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(async () => row(made.early.code).textContent()).toContain('Completed');
    expect((await api(`/api/bookings/${made.early.id}`, { token: admin.access_token })).body.status).toBe('completed');

    await page.getByLabel('Status').selectOption('completed');
    await expect.poll(codesShown, { timeout: 15_000 }).toEqual([made.early.code]);
    await page.getByLabel('Status').selectOption('all');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(4);
  });

  it('when the admin cancels a paid booking with a reason, then the refund is announced and the booking reads refunded', async () => {
    await page.getByRole('button', { name: `View booking ${made.paidCancelled.code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${made.paidCancelled.code}` });
    await dialog.getByRole('button', { name: 'Cancel booking…' }).click();
    await dialog.getByText(`The guest paid ${rupees(made.paidCancelled.total)}; it is refunded in full through Stripe.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await dialog.getByText('Please give a reason for the cancellation').waitFor();
    await dialog.getByLabel(/Reason for the cancellation/).fill('The guest asked by phone to cancel');
    await screenshot(page, 'admin-bookings-cancel-1440');
    await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await dialog.getByText(`A full refund of ${rupees(made.paidCancelled.total)} is on its way to the guest through Stripe`).waitFor();
    // The refund goes through payment and Stripe; the dialog follows the booking until it reads refunded.
    await dialog.getByText('Refunded', { exact: true }).waitFor({ timeout: 30_000 });
    const read = await api(`/api/bookings/${made.paidCancelled.id}`, { token: admin.access_token });
    expect(read.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect((read.body.statusHistory as { reason: string | null }[]).some((entry) => entry.reason?.includes('The guest asked by phone to cancel'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => tile('Paid Revenue').textContent()).toBe(rupees(made.paidKept.total));
  });

  it('when the admin exports, then the CSV download holds the filtered bookings', async () => {
    await page.getByLabel('Status').selectOption('pending');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-pending-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Confirmation code,Status,Payment status,Hotel,City,Check-in,Check-out,Nights/);
    expect(lines).toHaveLength(3);
    const kept = lines.find((line) => line.startsWith(made.paidKept.code))!;
    expect(kept).toContain(`,pending,completed,${made.paidKept.hotel},`);
    expect(kept).toContain(`,${made.paidKept.checkIn},`);
    expect(kept).toContain(`,${made.paidKept.total},`);
    expect(lines.some((line) => line.startsWith(made.late.code))).toBe(true);
    expect(lines.some((line) => line.startsWith(made.early.code) || line.startsWith(made.paidCancelled.code))).toBe(false);
    await page.getByText('Exported 2 bookings to CSV.').waitFor();
  });

  it('when the admin opens /admin/analytics, then the figures are those of the bookings made', async () => {
    await page.goto(`${site.url}/admin/analytics`);
    await page.getByRole('figure', { name: 'Revenue by Month' }).waitFor();
    expect(await tile('Paid Revenue').textContent()).toBe(rupees(made.paidKept.total));
    expect(await tile('Bookings').textContent()).toBe('4');
    const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    const revenue = page.getByRole('figure', { name: 'Revenue by Month' });
    await revenue.getByText('Show the figures as a table').click();
    const monthRow = revenue.getByRole('row', { name: new RegExp(`^${month}`) });
    expect(await monthRow.textContent()).toContain(rupees(made.paidKept.total));
    const status = page.getByRole('figure', { name: 'Bookings by Status' });
    await status.getByText('Show the figures as a table').click();
    expect(await status.getByRole('row', { name: /^Cancelled/ }).textContent()).toBe('Cancelled1');
    expect(await status.getByRole('row', { name: /^Completed/ }).textContent()).toBe('Completed1');
    const occupancy = page.getByRole('figure', { name: 'Occupancy by Hotel' });
    await occupancy.getByText('Show the figures as a table').click();
    // The kept paid stay (two nights) counts towards its hotel's next 30 nights.
    expect(await occupancy.getByRole('row', { name: new RegExp(`^${made.paidKept.hotel} \\(2 of `) }).count()).toBe(1);
    await screenshot(page, 'admin-analytics-1440');
  });

  it('when the admin opens the dashboard, then the overview counts the bookings awaiting confirmation', async () => {
    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('link', { name: /Awaiting confirmation\s*2/ }).waitFor();
    await screenshot(page, 'admin-dashboard-1440');
  });

  it('when the admin pages are seen at 390 px, then nothing scrolls sideways', async () => {
    const phone = await contextFor(browser, 390, admin);
    const p = await phone.newPage();
    for (const [path, ready, name] of [
      ['/admin/bookings', () => p.getByText(made.late.code).waitFor(), 'admin-bookings-390'],
      ['/admin/analytics', () => p.getByRole('figure', { name: 'Revenue by Month' }).waitFor(), 'admin-analytics-390'],
      ['/dashboard', () => p.getByRole('link', { name: /Awaiting confirmation/ }).waitFor(), 'admin-dashboard-390'],
    ] as const) {
      await p.goto(`${site.url}${path}`);
      await ready();
      expect(await p.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await screenshot(p, name);
    }
    await phone.close();
  });

  it('when a guest opens the admin pages or calls the admin API, then they are refused', async () => {
    const guest = await signIn(site.url, 'tara.fernandes@example.com', 'Monsoon-Verandah-42');
    const context = await contextFor(browser, 1440, guest);
    const p = await context.newPage();
    for (const path of ['/admin/bookings', '/admin/analytics']) {
      await p.goto(`${site.url}${path}`);
      await p.waitForURL((url) => url.pathname === '/unauthorized', { timeout: 30_000 });
    }
    await context.close();
    for (const [method, path, body] of [
      ['GET', '/api/admin/bookings', undefined],
      ['GET', '/api/admin/bookings/analytics', undefined],
      ['PATCH', `/api/admin/bookings/${made.late.id}/status`, { status: 'confirmed' }],
      ['POST', `/api/admin/bookings/${made.late.id}/cancel`, { reason: 'not mine to cancel' }],
    ] as const) {
      const res = await api(path, { method, token: guest.access_token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ detail: expect.any(String) });
    }
    expect((await api(`/api/bookings/${made.late.id}`, { token: admin.access_token })).body.status).toBe('pending');
  });
});
