import { expect, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { PAYMENT_MAIL_CONSUMER_GROUP, PAYMENT_MAIL_EVENTS } from '@suvarna/notify-service';
import { createPool } from '@suvarna/platform';
import { launchBrowser, viewports } from './browser';
import { bootSite, type TestSite } from './site';

/** An account's credentials as typed on the sign-in form. */
export interface Account {
  email: string;
  password: string;
}

/** The demo accounts the site seeds (SEED_DEMO_USERS). */
export const demoGuest: Account = { email: 'guest@suvarnahotels.in', password: 'Guest@123' };
export const demoAdmin: Account = { email: 'admin@suvarnahotels.in', password: 'Admin@123' };
export const demoHr: Account = { email: 'hr@suvarnahotels.in', password: 'Hr@12345' };
export const demoEngineeringHead: Account = { email: 'eng.head@suvarnahotels.in', password: 'Head@123' };

/**
 * A journey file's start: the whole site on its own database and mail catcher, and Chromium. A browser that fails
 * to launch closes the site it would have used.
 */
export async function openSiteAndBrowser(extraEnv: Record<string, string> = {}): Promise<{ site: TestSite; browser: Browser }> {
  const site = await bootSite(inject('adminDatabaseUrl'), extraEnv);
  try {
    return { site, browser: await launchBrowser() };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** As openSiteAndBrowser, with one page open (1440 × 900 unless the options say otherwise). */
export async function openSiteWithPage(
  pageOptions: BrowserContextOptions = { viewport: viewports.desktop },
  extraEnv: Record<string, string> = {},
): Promise<{ site: TestSite; browser: Browser; page: Page }> {
  const { site, browser } = await openSiteAndBrowser(extraEnv);
  try {
    return { site, browser, page: await browser.newPage(pageOptions) };
  } catch (error) {
    await closeSiteAndBrowser(site, browser);
    throw error;
  }
}

/** A journey file's end: the browser, then the site (either may never have started). */
export async function closeSiteAndBrowser(site: TestSite | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await site?.close();
}

/** India's calendar date `days` from now (the booking rules read dates on India's clock). */
export function indiaDate(days: number): string {
  return new Date(Date.now() + (5 * 60 + 30) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The path of the page's address, for `expect.poll(() => pathOf(page))`. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Types the account into the sign-in form already on screen and presses Sign In (where it leads is the caller's to check). */
export async function fillSignIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens /login, signs in as the account and waits for the dashboard, as a returning guest does. */
export async function signInOnPage(page: Page, siteUrl: string, account: Account): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await fillSignIn(page, account);
  // A wait on the page, not expect.poll: journeys sign in from beforeAll too.
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
}

/** Fills the registration form already on screen and presses Create Account (where it leads is the caller's to check). */
export async function fillRegistration(page: Page, person: { name: string; email: string; password: string; phone?: string }): Promise<void> {
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email Address').fill(person.email);
  if (person.phone !== undefined) await page.getByLabel('Phone (Optional)').fill(person.phone);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Pays on the sandbox's checkout page with a test card (4242… pays; the sandbox's decline cards fail). */
export async function payOnCheckout(page: Page, card: string, cardholder = 'Kabir Malhotra'): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill(cardholder);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** An e-mail the site's mail catcher caught. */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

/** Every e-mail the mail catcher has caught, or only those sent to `to`. */
export async function caughtMails(inboxUrl: string, to?: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${inboxUrl}/email`)).json()) as CaughtMail[];
  return to === undefined ? mails : mails.filter((m) => m.to.some((t) => t.address === to));
}

/**
 * The barrier for "no such e-mail came": waits until notify's payment e-mails (its group and the events it
 * handles, as notify names them) have processed every event the booking and payment services have written about
 * the booking so far, and every e-mail queued by then has gone
 * to SMTP. What the inbox holds after this is all those events will ever send.
 */
export async function untilPaymentMailsCaughtUp(databaseUrl: string, bookingId: string): Promise<void> {
  const pool = createPool(databaseUrl);
  try {
    await expect
      .poll(
        async () => {
          const { rows } = await pool.query<{ behind: number; queued: number }>(
            `SELECT
               (SELECT count(*)::int FROM (
                  SELECT event_id, envelope->>'type' AS type FROM booking.outbox WHERE key = $1
                  UNION ALL SELECT event_id, envelope->>'type' AS type FROM payment.outbox WHERE key = $1
                ) e
                WHERE e.type = ANY($2::text[])
                  AND NOT EXISTS (SELECT 1 FROM notify.processed_events p WHERE p.event_id = e.event_id AND p.consumer_group = $3)) AS behind,
               (SELECT count(*)::int FROM notify.mail_queue) AS queued`,
            [bookingId, PAYMENT_MAIL_EVENTS, PAYMENT_MAIL_CONSUMER_GROUP],
          );
          return rows[0];
        },
        { timeout: 30_000, interval: 200 },
      )
      .toEqual({ behind: 0, queued: 0 });
  } finally {
    await pool.end();
  }
}

/** Waits until the app has taken the page over (the first screen's HTML is inert until then) and nothing is loading. */
export async function untilAppTookOver(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}
