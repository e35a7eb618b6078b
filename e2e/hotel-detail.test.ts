import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoGuest, fillSignIn, openSiteWithPage, pathOf } from './support/journey';


/** A calendar date (YYYY-MM-DD) some days before today: a stay that has happened, wherever the test runs. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe.skipIf(!browserAvailable)('the hotel detail page in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const reviews = () => page.locator('section', { has: page.getByRole('heading', { name: 'Guest Reviews' }) });

  it('when a signed-out visitor presses Book Now, then /login opens carrying the booking path as its redirect', async () => {
    await page.goto(`${site.url}/hotels/1`);
    await page.getByRole('heading', { level: 1, name: 'Suvarna Imperial Delhi' }).waitFor();
    const checkIn = await page.getByLabel('Check-in').inputValue();
    const checkOut = await page.getByLabel('Check-out').inputValue();
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('2');

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe(`/book-now?hotel=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  });

  /** The rating as the hotel's card on /hotels and as its page's header show it: [score, basis] each. */
  async function cardAndPageRatings(hotelId: string, name: string): Promise<{ card: (string | null)[]; page: (string | null)[] }> {
    const read = async (scope: ReturnType<Page['getByTestId']>) => {
      const score = scope.getByTestId('shown-rating-score');
      return [(await score.count()) ? await score.textContent() : null, await scope.getByTestId('shown-rating-basis').textContent()];
    };
    await page.goto(`${site.url}/hotels`);
    const card = page.getByRole('article', { name, exact: true });
    await card.getByTestId('shown-rating').waitFor();
    const cardRating = await read(card.getByTestId('shown-rating'));
    await page.goto(`${site.url}/hotels/${hotelId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const pageRating = await read(page.getByTestId('shown-rating').first());
    return { card: cardRating, page: pageRating };
  }

  it('when a hotel has no reviews, then its card and its page show the same rating, its own, labelled, with no review count', async () => {
    const { card, page: header } = await cardAndPageRatings('1', 'Suvarna Imperial Delhi');
    expect(card).toEqual(['4.8', 'Hotel rating']);
    expect(header).toEqual(card);
    expect(await page.getByText(/\(\d+ reviews?\)/).count()).toBe(0);
    await reviews().getByRole('heading', { name: 'No Reviews Yet' }).waitFor();
  });

  it('when a guest reads the reviews, signs in and reviews their stay, then it appears with Verified Stay', async () => {
    await page.goto(`${site.url}/hotels/1`);
    await reviews().getByRole('heading', { name: 'No Reviews Yet' }).waitFor();
    expect(await reviews().getByText('Please login to submit a review').isVisible()).toBe(true);

    await reviews().getByRole('link', { name: /Sign In/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await fillSignIn(page, demoGuest);
    await expect.poll(() => pathOf(page)).toBe('/hotels/1');

    const comment = 'The rooftop pool at dusk and a concierge who remembered my chai. <img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await reviews().getByRole('radio', { name: /^4 stars/ }).check();
    await reviews().getByLabel('Your Review').fill(comment);
    await reviews().getByLabel('Stay Date (optional)').fill(daysAgo(10));
    await reviews().getByRole('button', { name: 'Submit Review' }).click();

    await reviews().getByText('Review submitted successfully').waitFor();
    const written = reviews().getByRole('article', { name: 'Review by Kabir Malhotra' });
    await written.waitFor();
    expect(await written.getByText('Verified Stay').isVisible()).toBe(true);
    expect(await written.getByText(comment).isVisible()).toBe(true);
    expect(await written.locator('img').count()).toBe(0);
    expect(await reviews().getByText('Based on 1 review').isVisible()).toBe(true);
    expect(dialogs).toBe(0);
    await screenshot(page, 'hotel-detail-reviewed-1440');
  });

  it('when the hotel has a review, then its card, its page header and its reviews all show the reviews\' average and count', async () => {
    const { card, page: header } = await cardAndPageRatings('1', 'Suvarna Imperial Delhi');
    expect(card).toEqual(['4.0', '(1 review)']);
    expect(header).toEqual(card);
    await reviews().getByText('Based on 1 review').waitFor();
  });

  it("when the hotel page's document arrives, before any of the app's code runs, then it already shows the hotel and its photograph", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile, javaScriptEnabled: false });
    try {
      const bare = await context.newPage();
      await bare.goto(`${site.url}/hotels/1`);

      expect(await bare.title()).toBe('Suvarna Imperial Delhi · Suvarna Hotels & Resorts');
      expect(await bare.locator('h1').first().textContent()).toBe('Suvarna Imperial Delhi');
      const photo = bare.locator('main img').first();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await bare.getByText('Loading hotel details...').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("when the app's code arrives after the first screen has painted, then the app takes that screen over without drawing it again", async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    try {
      for (const path of ['/', '/hotels', '/hotels/1']) {
        const bare = await context.newPage();
        // The app's code is held back until the first screen has been looked at.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await bare.route('**/assets/*.js', async (route) => {
          await released;
          await route.continue();
        });
        const errors: string[] = [];
        bare.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
        });
        // (Not 'domcontentloaded': that waits for the app's module scripts.)
        await bare.goto(`${site.url}${path}`, { waitUntil: 'commit' });
        await bare.locator('header a').first().waitFor({ state: 'attached' });
        await bare.locator('h1').first().waitFor({ state: 'attached' });
        // A mark on the elements as the document drew them (a property: the markup stays as it was).
        await bare.evaluate(() => {
          for (const el of [document.querySelector('h1'), document.querySelector('header a')]) (el as unknown as { painted?: boolean }).painted = true;
        });
        release();
        await expect.poll(() => bare.evaluate(() => document.getElementById('root')?.hasAttribute('inert')), { message: path }).toBe(false);
        await bare.waitForLoadState('networkidle');
        const kept = await bare.evaluate(() => [document.querySelector('h1'), document.querySelector('header a')].map((el) => (el as unknown as { painted?: boolean } | null)?.painted === true));
        expect(kept, path).toEqual([true, true]);
        expect(errors, path).toEqual([]);
        await bare.close();
      }
    } finally {
      await context.close();
    }
  });

  it('when a visitor scrolled a hotel page, went on to sign in and then opens the home page afresh, then it opens at its top', async () => {
    const phone = await browser.newPage({ viewport: viewports.mobile });
    try {
      await phone.goto(`${site.url}/hotels/1`);
      await phone.getByRole('heading', { name: 'Guest Reviews' }).waitFor();
      await phone.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(() => phone.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      // The booking panel's own button (the bottom bar's only brings the panel into view).
      await phone.getByRole('button', { name: 'Book Now' }).first().click();
      await expect.poll(() => new URL(phone.url()).pathname).toBe('/login');
      await phone.goto(`${site.url}/`);
      await phone.getByRole('heading', { level: 1 }).first().waitFor();
      await phone.waitForLoadState('networkidle');
      expect(await phone.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('when a guest on a slow phone picks a room and at once the number of rooms, then the address keeps both', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    try {
      const slow = await context.newPage();
      // A low-end phone: the app draws the changed address a while after each choice.
      const devtools = await context.newCDPSession(slow);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await slow.goto(`${site.url}/hotels/1`);
      await slow.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false);
      for (const [room, rooms] of [['Deluxe Room', '2'], ['Executive Suite', '3'], ['Presidential Suite', '2']] as const) {
        await slow.locator('label', { has: slow.getByRole('radio', { name: new RegExp(room) }) }).click();
        await slow.getByLabel('Rooms', { exact: true }).selectOption(rooms);
        await expect.poll(() => new URL(slow.url()).searchParams.get('rooms')).toBe(rooms);
        expect(new URL(slow.url()).searchParams.get('room'), `${room} after choosing ${rooms} rooms`).toBe(room);
      }
    } finally {
      await context.close();
    }
  });

  it('when an unknown hotel is opened, then Hotel Not Found links back to /hotels', async () => {
    await page.goto(`${site.url}/hotels/nope`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Not Found' }).waitFor();
    expect(await page.getByText("The hotel you're looking for doesn't exist.").isVisible()).toBe(true);
    await page.getByRole('link', { name: /Back to Hotels/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hotels');
  });

  it('when the page is seen at 360 and 1440 px, then nothing scrolls sideways', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const p = await browser.newPage({ viewport });
      for (const path of ['/hotels/1', '/hotels/pre1']) {
        await p.goto(`${site.url}${path}`);
        await p.getByRole('heading', { name: 'Guest Reviews' }).waitFor();
        await p.waitForLoadState('networkidle');
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${name}`).toBeLessThanOrEqual(0);
        await screenshot(p, `hotel-detail-${path.slice('/hotels/'.length)}-${viewport.width}`);
      }
      await p.close();
    }
  });

  it('when a pre-opening hotel is opened, then booking is disabled and Pre-Opening Soon is shown', async () => {
    await page.goto(`${site.url}/hotels/pre1`);
    await page.getByRole('heading', { name: 'Pre-Opening Soon' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);
    expect(await page.getByText(/Bookings will open closer to our launch date/).isVisible()).toBe(true);
  });
});
