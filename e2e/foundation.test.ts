import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { caughtMails, closeSiteAndBrowser, openSiteWithPage } from './support/journey';

const menuGroups: Record<string, [string, string][]> = {
  'Main Pages': [
    ['Home', '/'],
    ['Brand', '/brand'],
    ['AI Demos', '/ai-demos'],
    ['Our Team', '/team'],
  ],
  'Hotels & Services': [
    ['Our Hotels', '/hotels'],
    ['Pre Openings', '/pre-openings'],
    ['Future Projects', '/future-projects'],
    ['Partners', '/partners'],
    ['Careers', '/work-with-us'],
  ],
  'Account & Support': [
    ['Contact', '/contact'],
    ['Sign In', '/login'],
    ['Get Started', '/register'],
  ],
};

describe.skipIf(!browserAvailable)('the site shell in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const menuToggle = () => page.getByRole('button', { name: /menu/i }).first();
  const menu = () => page.locator('#site-menu');

  it('when a visitor opens the menu, then it lists the three groups and the two buttons', async () => {
    await page.goto(`${site.url}/`);
    await menuToggle().click();
    await expect.poll(() => menu().isVisible()).toBe(true);
    for (const title of Object.keys(menuGroups)) {
      expect(await menu().getByText(title, { exact: true }).isVisible()).toBe(true);
    }
    expect(await menu().getByRole('link', { name: 'Book Your Stay' }).getAttribute('href')).toBe('/hotels');
    expect(await menu().getByRole('link', { name: 'Explore AI Features' }).getAttribute('href')).toBe('/ai-demos');
    await screenshot(page, 'menu-open-1440');
  });

  for (const [group, links] of Object.entries(menuGroups)) {
    it(`when a visitor picks each link of "${group}", then it navigates there and the menu closes`, async () => {
      for (const [label, path] of links) {
        await page.goto(`${site.url}/contact`);
        await menuToggle().click();
        await menu().getByRole('link', { name: label, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
        await expect.poll(() => menu().isVisible()).toBe(false);
        await menuToggle().click();
        expect(await menu().getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
        await page.keyboard.press('Escape');
      }
    });
  }

  it('when a visitor scrolls past 20 px, then the header gets its stronger background', async () => {
    await page.goto(`${site.url}/contact`);
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
  });

  it('when a visitor uses the footer, then its links lead to the right pages', async () => {
    const footerLinks: [string, string][] = [
      ['Our Brand', '/brand'],
      ['Our Hotels', '/hotels'],
      ['Pre Openings', '/pre-openings'],
      ['Future Projects', '/future-projects'],
      ['Smart Reservations', '/book-now'],
    ];
    await page.goto(`${site.url}/`);
    const footer = page.locator('footer');
    for (const [label, path] of footerLinks) {
      expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(path);
    }
    for (const path of ['/privacy', '/terms', '/cookies']) {
      expect(await footer.locator(`a[href="${path}"]`).count()).toBe(1);
    }
    await footer.getByRole('link', { name: 'Our Hotels', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hotels');
    expect(await footer.getByText('reservations@suvarnahotels.in').isVisible()).toBe(true);
  });

  it('when a visitor sends the contact form, then the server thanks them, the form resets and both e-mails arrive', async () => {
    await page.goto(`${site.url}/contact`);
    await page.getByText('Booking Support', { exact: true }).click();
    expect(await page.getByLabel('Booking Support').isChecked()).toBe(true);
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill('meera.iyer@example.com');
    await page.getByLabel('Phone Number').fill('+91 98450 12345');
    await page.getByLabel('Subject').fill('Family stay in Ooty');
    await page.getByRole('textbox', { name: 'Message' }).fill('Two connecting rooms for the Pongal weekend, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByText("Thank you for contacting us! We'll get back to you within 24 hours.");
    await thanks.waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('General Inquiry').isChecked()).toBe(true);
    await screenshot(page, 'contact-sent-1440');

    await expect
      .poll(
        async () => {
          const mails = await caughtMails(site.inboxUrl);
          return mails.map((m) => m.to[0]?.address).sort();
        },
        { timeout: 15_000 },
      )
      .toEqual(['meera.iyer@example.com', 'reservations@suvarnahotels.in']);
  });

  it('when the contact service fails, then the visitor sees the failure message', async () => {
    await page.goto(`${site.url}/contact`);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill('meera.iyer@example.com');
    await page.getByLabel('Phone Number').fill('+91 98450 12345');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello again');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    await page.unroute('**/api/contact');
  });

  it('when the site is seen at 360 and 1440 px, then no page scrolls sideways', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const p = await browser.newPage({ viewport });
      for (const path of ['/', '/contact', '/hotels', '/login']) {
        await p.goto(`${site.url}${path}`);
        await p.waitForLoadState('networkidle');
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${name}`).toBeLessThanOrEqual(0);
        await screenshot(p, `${path === '/' ? 'home' : path.slice(1)}-${viewport.width}`);
      }
      await p.close();
    }
  });

  it('when an unknown API path is requested through the site, then it answers 404 with a detail', async () => {
    const res = await fetch(`${site.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBeTruthy();
  });
});
