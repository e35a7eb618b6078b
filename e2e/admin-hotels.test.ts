import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contextFor, signIn } from './support/axe';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, demoAdmin, openSiteWithPage, signInOnPage } from './support/journey';

const addedName = 'Suvarna Lakeside Bhopal';
const renamedName = 'Suvarna Upper Lake Bhopal';

describe.skipIf(!browserAvailable)('the hotels admin in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;
  let hotelId = '';

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage());
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const card = (name: string) => page.getByRole('article', { name, exact: true });

  /** The public list and detail page, loaded fresh as a visitor would. */
  async function publicPagesShow(name: string): Promise<void> {
    await page.goto(`${site.url}/hotels`);
    await page.getByText(name, { exact: true }).first().waitFor();
    await page.goto(`${site.url}/hotels/${hotelId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  it('when an admin signs in and opens /admin/hotels, then the seeded hotels and their totals are listed', async () => {
    await signInOnPage(page, site.url, demoAdmin);

    await page.goto(`${site.url}/admin/hotels`);
    await card('Suvarna Imperial Delhi').waitFor();
    const tile = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    expect(await tile('Total Hotels').textContent()).toBe('25');
    expect(await tile('Pre-Opening').textContent()).toBe('5');
    await screenshot(page, 'admin-hotels-1440');
  });

  it('when a hotel is added, then it is listed and appears on /hotels and its own page', async () => {
    await page.getByRole('button', { name: /Add New Hotel/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
    await dialog.getByLabel(/^Hotel Name/).fill(addedName);
    await dialog.getByLabel(/^Type/).fill('Lakeside Heritage Hotel');
    await dialog.getByLabel(/^Location/).fill('Bhopal');
    await dialog.getByLabel(/^State/).fill('Madhya Pradesh');
    await dialog.getByLabel(/^Rating/).fill('4.5');
    await dialog.getByLabel(/^Description/).fill('Quiet terraces above the Upper Lake.');
    await dialog.getByLabel('Image URL 1', { exact: true }).fill('/images/hotels/jaipur-1.svg');
    await dialog.getByLabel('Amenity 1', { exact: true }).fill('Lake Cruise');
    await dialog.getByRole('button', { name: 'Add Amenity' }).click();
    await dialog.getByRole('button', { name: 'Add Hotel' }).click();

    await page.getByText(`"${addedName}" has been added.`).waitFor();
    await card(addedName).waitFor();
    const href = await card(addedName).getByRole('link', { name: /View/ }).getAttribute('href');
    expect(href).toMatch(/^\/hotels\/.+/);
    expect(await card(addedName).getByRole('link', { name: /View/ }).getAttribute('target')).toBe('_blank');
    hotelId = href?.slice('/hotels/'.length) ?? '';

    await publicPagesShow(addedName);
    expect(await page.getByText('Standard Room', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Lake Cruise').isVisible()).toBe(true);
  });

  it('when the hotel is renamed, then the public pages follow', async () => {
    await page.goto(`${site.url}/admin/hotels`);
    await card(addedName).getByRole('button', { name: `Edit ${addedName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Hotel' });
    expect(await dialog.getByLabel(/^Hotel Name/).inputValue()).toBe(addedName);
    await dialog.getByLabel(/^Hotel Name/).fill(renamedName);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`"${renamedName}" has been updated.`).waitFor();
    await card(renamedName).waitFor();

    await publicPagesShow(renamedName);
    await page.goto(`${site.url}/hotels`);
    await page.getByText(renamedName, { exact: true }).first().waitFor();
    expect(await page.getByText(addedName, { exact: true }).count()).toBe(0);
  });

  it('when the hotel is deleted after the confirm, then it disappears from the admin list and /hotels', async () => {
    await page.goto(`${site.url}/admin/hotels`);
    await card(renamedName).waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await card(renamedName).getByRole('button', { name: `Delete ${renamedName}` }).click();
    await page.getByText(`"${renamedName}" has been deleted.`).waitFor();
    expect(asked).toBe(`Are you sure you want to delete "${renamedName}"?`);
    await expect.poll(() => card(renamedName).count()).toBe(0);

    await page.goto(`${site.url}/hotels`);
    await page.getByText('Suvarna Imperial Delhi', { exact: true }).first().waitFor();
    expect(await page.getByText(renamedName, { exact: true }).count()).toBe(0);
    await page.goto(`${site.url}/hotels/${hotelId}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Not Found' }).waitFor();
  });

  it('when the admin screen is seen at 360 px, then nothing scrolls sideways', async () => {
    // Another browser, signed in as the admin too (its own session, from its own refresh cookie).
    const phone = await contextFor(browser, viewports.mobile.width, await signIn(site.url, demoAdmin.email, demoAdmin.password));
    const p = await phone.newPage();
    await p.goto(`${site.url}/admin/hotels`);
    await p.getByRole('article', { name: 'Suvarna Imperial Delhi', exact: true }).waitFor();
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(p, 'admin-hotels-360');
    await phone.close();
  });
});
