import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, screenshot, screenshotsWanted, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, openSiteAndBrowser } from './support/journey';

type ViewportName = keyof typeof viewports;

/** The public pages' fallback warnings: on a healthy site none of them may appear. */
const fallbackWarning = /embedded sample data/;

describe.skipIf(!browserAvailable)('the public pages in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  const pages = {} as Record<ViewportName, Page>;
  const warnings: string[] = [];

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
    for (const name of Object.keys(viewports) as ViewportName[]) {
      const page = await browser.newPage({ viewport: viewports[name] });
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      pages[name] = page;
    }
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  async function visit(page: Page, path: string): Promise<void> {
    await page.goto(`${site.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
  }

  /**
   * Full-page captures skip lazy images that are off screen: load them all first. The fixed header is drawn
   * where the page is scrolled to, so capture from the top.
   */
  async function capture(page: Page, name: string): Promise<void> {
    if (!screenshotsWanted) return;
    await page.evaluate(async () => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      const images = Array.from(document.querySelectorAll('img'));
      for (const image of images) image.loading = 'eager';
      const settled = (image: HTMLImageElement) =>
        new Promise((settle) => {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        });
      await Promise.all(images.filter((image) => !image.complete).map(settled));
    });
    // The header follows scroll events; scroll to the top again until it has seen one there.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        return page.locator('header[data-scrolled="false"]').count();
      })
      .toBeGreaterThan(0);
    await screenshot(page, name);
  }

  async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, label).toBeLessThanOrEqual(0);
  }

  async function eachViewport(path: string, shotName: string, check: (page: Page) => Promise<void>): Promise<void> {
    for (const name of Object.keys(viewports) as ViewportName[]) {
      const page = pages[name];
      await visit(page, path);
      await check(page);
      await expectNoSidewaysScroll(page, `${path} at ${name}`);
      await capture(page, `${shotName}-${viewports[name].width}`);
    }
  }

  it('when a visitor opens the home page, then the hero, figures counted from the site, AI features and three properties priced from their first room appear', async () => {
    // What the site holds: hotels open for stays, their cities, and the guests who have stayed (a figure of 0 is not claimed).
    const hotels = (await (await fetch(`${site.url}/api/hotels`)).json()) as { status: string; location: string }[];
    const open = hotels.filter((hotel) => hotel.status === 'active');
    const { guests } = (await (await fetch(`${site.url}/api/bookings/guests-hosted`)).json()) as { guests: number };
    const expected = [
      ['Properties', String(open.length)],
      ...(guests > 0 ? [['Happy Guests', guests.toLocaleString('en-IN')]] : []),
      ['Destinations', String(new Set(open.map((hotel) => hotel.location.trim().toLowerCase())).size)],
    ];
    expect(open.length).toBeGreaterThan(1);
    await eachViewport('/', 'home', async (page) => {
      const main = page.locator('main');
      expect(await main.getByText('India’s First AI-Powered Luxury Hotel Chain').isVisible()).toBe(true);
      expect(await main.getByRole('link', { name: 'Book Your Stay' }).first().getAttribute('href')).toBe('/hotels');
      expect(await main.getByRole('link', { name: 'Explore AI Features' }).getAttribute('href')).toBe('/ai-demos');
      const figures = main.locator('dl').first();
      const read = () => figures.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      await expect.poll(read).toEqual(expected);
      for (const feature of ['Smart Reservations', 'Virtual Concierge', 'Intelligent Sales']) {
        expect(await main.getByRole('heading', { name: feature }).isVisible()).toBe(true);
      }
      const prices = main.locator('article').filter({ hasText: '/night' });
      await expect.poll(() => prices.count()).toBe(3);
      for (const text of await prices.allTextContents()) expect(text).toMatch(/From ₹\d{1,3}(,\d{2})*(,\d{3})\/night/);
      expect(await main.getByRole('link', { name: 'Explore All Properties' }).getAttribute('href')).toBe('/hotels');
    });
  });

  it('when a visitor opens the brand story, then the values, the AI demos and the five-step journey appear', async () => {
    await eachViewport('/brand', 'brand', async (page) => {
      const main = page.locator('main');
      for (const value of ['Innovation First', 'Indian Heritage', 'Excellence Always', 'Sales Assistant']) {
        expect(await main.getByRole('heading', { name: value }).isVisible()).toBe(true);
      }
      const journey = main.locator('section', { has: page.getByRole('heading', { name: 'From One Idea to a Nation of Stays' }) }).locator('li');
      expect(await journey.allTextContents()).toEqual([
        expect.stringMatching(/^2025Foundation/),
        expect.stringMatching(/^Feb 2025First AI Hotel.*New Delhi/),
        expect.stringMatching(/^Jun 2025National Expansion.*8\+ cities/),
        expect.stringMatching(/^Sep 2025.*15\+ properties/),
        expect.stringMatching(/^Jan 2026.*30\+ hotels/),
      ]);
      expect(await main.getByRole('link', { name: 'Explore the AI Showcase' }).getAttribute('href')).toBe('/ai-showcase');
      expect(await main.getByRole('link', { name: 'Book Your Stay' }).getAttribute('href')).toBe('/book-now');
      expect(await main.getByRole('link', { name: 'Explore Our Hotels' }).getAttribute('href')).toBe('/hotels');
    });
  });

  it('when a visitor opens the AI showcase, then its figures come from the site, and the roadmap phases and the calls to action appear', async () => {
    const summary = (await (await fetch(`${site.url}/api/reviews/summary`)).json()) as { total_reviews: number; rated_4_or_5: number };
    const labels = [...(summary.total_reviews > 0 ? ['Guest Satisfaction'] : []), 'Concierge Availability', 'Languages Spoken'];
    await eachViewport('/ai-showcase', 'ai-showcase', async (page) => {
      const main = page.locator('main');
      const strip = main.getByRole('region', { name: 'Suvarna AI in numbers' });
      await expect.poll(() => strip.locator('dt').allTextContents()).toEqual(labels);
      if (summary.total_reviews > 0) {
        expect(await strip.locator('dl > div', { hasText: 'Guest Satisfaction' }).locator('dd').first().textContent()).toBe(
          `${Math.floor((summary.rated_4_or_5 / summary.total_reviews) * 100)}%`,
        );
      }
      expect(await strip.locator('dl > div', { hasText: 'Languages Spoken' }).locator('dd').first().textContent()).toBe('3');
      for (const status of ['Complete', 'Active', 'Coming Soon']) {
        expect(await main.getByText(status, { exact: true }).isVisible()).toBe(true);
      }
      expect(await main.getByRole('link', { name: 'Book Your Stay' }).getAttribute('href')).toBe('/book-now');
      expect(await main.getByRole('link', { name: 'Contact Our Team' }).getAttribute('href')).toBe('/contact');
    });
  });

  it('when a visitor opens the team page, then the stats and the leaders from the API appear, with e-mails on focus', async () => {
    await eachViewport('/team', 'team', async (page) => {
      const main = page.locator('main');
      const cards = main.locator('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      // The people on the page are the team counted above them.
      const members = main.getByRole('region', { name: 'Our team in numbers' }).locator('dl > div', { hasText: 'Team Members' }).locator('dd');
      await expect.poll(() => members.textContent()).toBe(String(await cards.count()));
      const email = cards.first().locator('a[href^="mailto:"]');
      await email.focus();
      await expect.poll(() => email.evaluate((link) => getComputedStyle(link).opacity)).toBe('1');
      expect(await main.getByRole('link', { name: 'Work with Us' }).getAttribute('href')).toBe('/work-with-us');
      expect(await main.getByRole('link', { name: 'careers@suvarnahotels.in' }).isVisible()).toBe(true);
    });
  });

  it('when a visitor opens the partners page, then the live partner count matches the cards shown', async () => {
    await eachViewport('/partners', 'partners', async (page) => {
      const main = page.locator('main');
      const cards = main.locator('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      const count = await cards.count();
      const figure = main.locator('dl > div', { hasText: 'Active Partners' });
      expect(await figure.locator('dd').textContent()).toBe(String(count));
      expect(await cards.first().getByText('Since 2020').isVisible()).toBe(true);
      expect(await main.getByRole('heading', { name: 'Why Partner With Us' }).isVisible()).toBe(true);
      expect(await main.getByRole('link', { name: 'Become a Partner' }).getAttribute('href')).toBe('/contact');
    });
  });

  it('when a visitor opens the privacy and terms pages, then each is dated October 2025 and names its mailbox', async () => {
    await eachViewport('/privacy', 'privacy', async (page) => {
      expect(await page.getByText('Last updated October 2025').isVisible()).toBe(true);
      expect(await page.locator('main a[href="mailto:privacy@suvarnahotels.in"]').count()).toBeGreaterThan(0);
    });
    await eachViewport('/terms', 'terms', async (page) => {
      expect(await page.getByText('Last updated October 2025').isVisible()).toBe(true);
      expect(await page.locator('main a[href="mailto:legal@suvarnahotels.in"]').count()).toBeGreaterThan(0);
      expect(await page.getByText(/Taxes and fees of 12%/).count()).toBe(1);
    });
  });

  it('when a visitor opens the cookie policy, then the privacy page opens at its cookies section', async () => {
    await eachViewport('/cookies', 'cookies', async (page) => {
      expect(await page.locator('main h1').textContent()).toBe('Privacy Policy');
      const cookies = page.locator('#cookies');
      // The scroll is smooth, so give it a moment to arrive.
      await expect.poll(() => cookies.evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(300);
      expect(await cookies.getByText('suvarna_refresh').first().isVisible()).toBe(true);
    });
  });

  it('when a visitor who asked for less motion opens a page with a hero, then its picture stands still; without the ask it slowly zooms', async () => {
    /** The names of the page's animations running now. */
    const running = (page: Page) => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').map((a) => (a as CSSAnimation).animationName));
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ viewport: viewports.desktop, reducedMotion });
      try {
        const page = await context.newPage();
        for (const path of ['/', '/brand', '/login']) {
          await page.goto(`${site.url}${path}`);
          await page.locator('main h1').first().waitFor();
          const zooming = (await running(page)).some((name) => name.includes('slow-zoom'));
          expect(zooming, path).toBe(reducedMotion === 'no-preference');
        }
      } finally {
        await context.close();
      }
    }
  });

  it('when every page has been seen, then none of them had to fall back to the embedded data', () => {
    expect(warnings.filter((text) => fallbackWarning.test(text))).toEqual([]);
  });
});
