import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, openSiteWithPage } from './support/journey';

const countdown = /^(Opening Soon|Opening Today!|1 day to go|\d+ days to go|1 month to go|\d+ months to go|1 year to go|\d+ years to go)$/;
const phase = /Phase: (Design & Planning|Construction|Conceptual)/;

/** Lazy photos load near the viewport only: walk down the page so a full-page capture shows them all. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      // A rendered frame at each height: the browser starts the lazy photos there in it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.skipIf(!browserAvailable)('browsing the properties in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const cards = () => page.getByTestId('hotel-card');
  const filterCount = async () => Number(await page.getByTestId('filter-count').textContent());

  it('when a visitor filters the hotels by state and type, then the count follows, Clear Filters restores all, and View opens the hotel', async () => {
    const hotelsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/hotels');
    await page.goto(`${site.url}/hotels`);
    expect((await hotelsResponse).ok()).toBe(true);
    await cards().first().waitFor();
    const total = await cards().count();
    expect(total).toBe(25);
    expect(await filterCount()).toBe(total);
    await loadEveryImage(page);
    await screenshot(page, 'hotels-1440');

    await page.getByLabel('State', { exact: true }).selectOption('Uttarakhand');
    await expect.poll(filterCount).toBeLessThan(total);
    const inState = await filterCount();
    expect(await cards().count()).toBe(inState);
    for (const text of await cards().allTextContents()) expect(text).toContain('Uttarakhand');

    await page.getByLabel('Property Type', { exact: true }).selectOption('Mountain Resort');
    await expect.poll(filterCount).toBeLessThan(inState);
    const both = await filterCount();
    expect(both).toBeGreaterThan(0);
    expect(await cards().count()).toBe(both);
    for (const text of await cards().allTextContents()) {
      expect(text).toContain('Uttarakhand');
      expect(text).toContain('Mountain Resort');
    }
    expect(new URL(page.url()).searchParams.get('state')).toBe('Uttarakhand');
    await screenshot(page, 'hotels-filtered-1440');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(filterCount).toBe(total);
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('');

    await page.getByLabel('Search', { exact: true }).fill('no such place anywhere');
    await page.getByText('No Properties Found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => cards().count()).toBe(total);

    const firstCard = cards().first();
    const view = firstCard.getByRole('link', { name: /^View/ });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/hotels\/[^/]+$/);
    expect(await firstCard.getByRole('link', { name: /^Book/ }).getAttribute('href')).toBe(`/book-now?hotel=${href?.split('/').pop()}`);
    await view.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  });

  it('when a visitor opens Pre Openings, then the five pre-opening properties show with their countdowns', async () => {
    await page.goto(`${site.url}/pre-openings`);
    const preCards = page.getByTestId('pre-opening-card');
    await preCards.first().waitFor();
    expect(await preCards.count()).toBe(5);
    for (let i = 0; i < 5; i += 1) {
      const card = preCards.nth(i);
      expect((await card.getByTestId('countdown').textContent()) ?? '').toMatch(countdown);
      expect(await card.textContent()).toMatch(/Opening Date \d{1,2} [A-Z][a-z]+ \d{4}/);
    }
    await preCards.first().getByRole('button', { name: 'Pre-Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-Booking Opens Soon' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /Leave Your Details/ }).getAttribute('href')).toBe('/contact');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await loadEveryImage(page);
    await screenshot(page, 'pre-openings-1440');
  });

  it('when a visitor opens Future Projects, then the three projects show with their phases', async () => {
    await page.goto(`${site.url}/future-projects`);
    const projectCards = page.getByTestId('future-project-card');
    await projectCards.first().waitFor();
    expect(await projectCards.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const text = (await projectCards.nth(i).textContent()) ?? '';
      expect(text).toMatch(phase);
      expect(text).toContain('₹500Cr+');
    }
    await loadEveryImage(page);
    await screenshot(page, 'future-projects-1440');
  });

  it('when the three pages are seen on a 360 px phone, then nothing scrolls sideways', async () => {
    const phone = await browser.newPage({ viewport: viewports.mobile });
    try {
      for (const [path, name, testId] of [
        ['/hotels', 'hotels-360', 'hotel-card'],
        ['/pre-openings', 'pre-openings-360', 'pre-opening-card'],
        ['/future-projects', 'future-projects-360', 'future-project-card'],
      ] as const) {
        await phone.goto(`${site.url}${path}`);
        await phone.getByTestId(testId).first().waitFor();
        expect(await hasNoHorizontalScroll(phone)).toBe(true);
        await loadEveryImage(phone);
        await screenshot(phone, name);
      }
    } finally {
      await phone.close();
    }
  });
});
