import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot, viewports } from './support/browser';
import { bootSite, type TestSite } from './support/site';

const demoAdmin = { email: 'admin@suvarnahotels.in', password: 'Admin@123' };
const demoGuest = { email: 'guest@suvarnahotels.in', password: 'Guest@123' };

describe.skipIf(!browserAvailable)('accounts and sessions in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await bootSite(inject('adminDatabaseUrl'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  // Every journey starts with an empty browser: no stored session, no cookie. Reduced motion makes the
  // entrance animations instant, so screenshots show pages as they settle.
  async function freshPage(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    page = await context.newPage();
    return page;
  }

  afterEach(async () => {
    await context?.close();
  });

  const pathname = () => new URL(page.url()).pathname;
  const storedToken = () => page.evaluate(() => localStorage.getItem('auth_token'));
  const authCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'auth_token');

  async function signIn(credentials: { email: string; password: string }) {
    await page.getByLabel('Email Address').fill(credentials.email);
    await page.getByLabel(/^Password/).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function openMenu() {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
  }

  it('when a visitor registers, signs out from the menu and signs in again, then the dashboard greets them and the login guard brings them back', async () => {
    await freshPage();
    const fullName = 'Meera Krishnan';
    const email = `meera.${Date.now()}@example.in`;

    await page.goto(`${site.url}/register`);
    await page.getByLabel('Full Name').fill(fullName);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone (Optional)').fill('+91 98450 12345');
    await page.getByLabel(/^Password/).fill('Journey@123');
    await page.getByLabel('Confirm Password').fill('Journey@123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.poll(pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(fullName);
    expect(await page.getByRole('link', { name: 'Manage Profile' }).getAttribute('href')).toBe('/profile');
    await page.getByText('No bookings yet').waitFor();
    await screenshot(page, 'auth-dashboard-guest-1440');
    expect(await storedToken()).toBeTruthy();
    expect((await authCookie())?.path).toBe('/');

    await openMenu();
    expect(await page.locator('#site-menu').getByRole('link', { name: /Dashboard/ }).textContent()).toContain(fullName);
    await page.locator('#site-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(storedToken).toBeNull();
    expect(await authCookie()).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();

    await page.goto(`${site.url}/dashboard`);
    await expect.poll(pathname).toBe('/login');

    await signIn({ email, password: 'Journey@123' });
    await expect.poll(pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(fullName);
  });

  it('when a user renames themselves and changes their password on /profile, then the new name greets them and the new password signs them in', async () => {
    await freshPage();
    const email = `ravi.${Date.now()}@example.in`;
    await page.goto(`${site.url}/register`);
    await page.getByLabel('Full Name').fill('Ravi Shankar');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password/).fill('First@123');
    await page.getByLabel('Confirm Password').fill('First@123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(pathname).toBe('/dashboard');

    await page.getByRole('link', { name: 'Manage Profile' }).click();
    await expect.poll(pathname).toBe('/profile');
    await page.getByLabel('Full Name').fill('Ravi S. Iyer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully').isVisible()).toBe(true);

    await page.getByLabel(/^Current Password/).fill('First@123');
    await page.getByLabel(/^New Password/).fill('Second@123');
    await page.getByLabel(/^Confirm New Password/).fill('Second@123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('Password changed successfully').isVisible()).toBe(true);
    await screenshot(page, 'auth-profile-1440');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(pathname).toBe('/');
    expect(await storedToken()).toBeNull();

    await page.goto(`${site.url}/login`);
    await signIn({ email, password: 'First@123' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect email or password');
    await signIn({ email, password: 'Second@123' });
    await expect.poll(pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Ravi S. Iyer');
  });

  it('when the password is wrong, then the server message shows in the red box and the visitor stays on /login', async () => {
    await freshPage();
    await page.goto(`${site.url}/login`);
    await signIn({ email: demoGuest.email, password: 'not-the-password' });

    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect email or password');
    expect(pathname()).toBe('/login');
    expect(await storedToken()).toBeNull();
  });

  it('when a guest opens an admin page, then they land on /unauthorized', async () => {
    await freshPage();
    await page.goto(`${site.url}/login`);
    await signIn(demoGuest);
    await expect.poll(pathname).toBe('/dashboard');

    await page.goto(`${site.url}/admin/hotels`);

    await expect.poll(pathname).toBe('/unauthorized');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Access restricted');
    expect(await page.getByRole('link', { name: /Go to Dashboard/ }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('when a signed-in user opens /login, then they land on /dashboard', async () => {
    await freshPage();
    await page.goto(`${site.url}/login`);
    await signIn(demoGuest);
    await expect.poll(pathname).toBe('/dashboard');

    await page.goto(`${site.url}/login`);

    await expect.poll(pathname).toBe('/dashboard');
  });

  it('when the demo admin signs in with the credentials the page shows, then the admin dashboard opens and admin pages are allowed', async () => {
    await freshPage();
    await page.goto(`${site.url}/login`);
    const hint = page.getByRole('complementary', { name: 'Demo credentials' });
    expect(await hint.textContent()).toContain(demoAdmin.email);
    expect(await hint.textContent()).toContain(demoAdmin.password);

    await signIn(demoAdmin);

    await expect.poll(pathname).toBe('/dashboard');
    await expect.poll(() => page.getByText('Business at a Glance').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Manage Hotels/ }).getAttribute('href')).toBe('/admin/hotels');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'auth-dashboard-admin-1440');
    await page.goto(`${site.url}/admin/analytics`);
    await expect.poll(pathname).toBe('/admin/analytics');
  });

  it('when the hotel page sends a visitor to sign in with a redirect, then signing in continues to that booking', async () => {
    await freshPage();
    const target = '/book-now?hotel=1&checkIn=2030-01-10&checkOut=2030-01-12&guests=2';
    await page.goto(`${site.url}/login?redirect=${encodeURIComponent(target)}`);

    await signIn(demoGuest);

    await expect.poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    }).toBe(target);
  });

  for (const [width, viewport] of [
    ['1440', viewports.desktop],
    ['360', viewports.mobile],
  ] as const) {
    it(`when the sign-in and registration pages are shown at ${width} px, then they fit the screen without sideways scrolling`, async () => {
      await freshPage(viewport);
      for (const name of ['login', 'register']) {
        await page.goto(`${site.url}/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `auth-${name}-${width}`);
      }
    });
  }
});
