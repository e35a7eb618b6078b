import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { browserAvailable, screenshot, viewports } from './support/browser';
import type { TestSite } from './support/site';
import { caughtMails, closeSiteAndBrowser, demoAdmin, demoGuest, fillRegistration, fillSignIn, openSiteAndBrowser, type Account } from './support/journey';


describe.skipIf(!browserAvailable)('accounts and sessions in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Access tokens of 70 seconds: each page renews its session silently every 10 s or so, throughout the journeys.
    ({ site, browser } = await openSiteAndBrowser({ JWT_TTL_SECONDS: '70' }));
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

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
  const refreshCookie = async (): Promise<Cookie | undefined> => (await context.cookies()).find((cookie) => cookie.name === 'suvarna_refresh');
  /**
   * What a script on the page could read of the session: localStorage (must be empty), document.cookie (must be
   * empty), and whether any stored value holds a token (a JWT, or the refresh cookie's value). The router keeps
   * scroll positions in sessionStorage; no token may be there either.
   */
  const readableByScripts = async () => {
    const seen = await page.evaluate(() => ({ localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage }, cookie: document.cookie }));
    const refresh = (await refreshCookie())?.value;
    const values = [...Object.values(seen.localStorage), ...Object.values(seen.sessionStorage), seen.cookie];
    return {
      localStorage: seen.localStorage,
      cookie: seen.cookie,
      tokens: values.filter((v) => /eyJ[\w-]+\.[\w-]+\./.test(v) || (refresh !== undefined && v.includes(refresh))),
    };
  };
  const nothingReadable = { localStorage: {}, cookie: '', tokens: [] };

  const signIn = (credentials: Account) => fillSignIn(page, credentials);

  async function openMenu() {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
  }

  it('when a visitor registers, signs out from the menu and signs in again, then the dashboard greets them and the login guard brings them back', async () => {
    await freshPage();
    const fullName = 'Meera Krishnan';
    const email = `meera.${Date.now()}@example.in`;

    await page.goto(`${site.url}/register`);
    await fillRegistration(page, { name: fullName, email, phone: '+91 98450 12345', password: 'Journey@123' });

    await expect.poll(pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(fullName);
    expect(await page.getByRole('link', { name: 'Manage Profile' }).getAttribute('href')).toBe('/profile');
    await page.getByText('No bookings yet').waitFor();
    await screenshot(page, 'auth-dashboard-guest-1440');
    // The access token lives in the app's memory; the refresh token in a cookie no script can read.
    expect(await readableByScripts()).toEqual(nothingReadable);
    expect(await refreshCookie()).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });

    await openMenu();
    expect(await page.locator('#site-menu').getByRole('link', { name: /Dashboard/ }).textContent()).toContain(fullName);
    await page.locator('#site-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(refreshCookie).toBeUndefined();
    expect(await readableByScripts()).toEqual(nothingReadable);

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
    await fillRegistration(page, { name: 'Ravi Shankar', email, password: 'First@123' });
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
    await expect.poll(refreshCookie).toBeUndefined();

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
    expect(await refreshCookie()).toBeUndefined();
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

  /** Registers a new account on the form and waits for its dashboard. */
  async function registerNew(name: string): Promise<string> {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.in`;
    await page.goto(`${site.url}/register`);
    await fillRegistration(page, { name, email, password: 'Verandah#Monsoon7' });
    await expect.poll(pathname).toBe('/dashboard');
    return email;
  }

  const sessionAnswer = () => page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/session', { timeout: 30_000 });

  describe('tokens out of reach of scripts', () => {
    it('when a signed-in page is reloaded, then the session comes back from the HttpOnly cookie, and nothing of it is in localStorage or document.cookie', async () => {
      await freshPage();
      await page.goto(`${site.url}/login`);
      await signIn(demoGuest);
      await expect.poll(pathname).toBe('/dashboard');
      expect(await readableByScripts()).toEqual(nothingReadable);

      const restored = sessionAnswer();
      await page.reload();
      expect((await restored).status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Kabir Malhotra');
      expect(await readableByScripts()).toEqual(nothingReadable);
      // A script on the page cannot call the API as the user: the token is in the app's memory only.
      expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status))).toBe(401);
    });

    it('when the access token nears its end, then the page renews it silently, and its calls keep working', async () => {
      await freshPage();
      await page.goto(`${site.url}/login`);
      await signIn(demoGuest);
      await expect.poll(pathname).toBe('/dashboard');
      const refused: string[] = [];
      page.on('response', (res) => {
        if (res.status() === 401) refused.push(res.url());
      });
      // Tokens live 70 s here: a renewal comes a minute before the end, without a reload or a click.
      const renewed = await sessionAnswer();
      expect(renewed.request().method()).toBe('POST');
      expect(renewed.status()).toBe(200);
      await page.getByRole('link', { name: 'Manage Profile' }).click();
      await expect.poll(pathname).toBe('/profile');
      await page.getByLabel('Full Name').waitFor();
      expect(refused).toEqual([]);
    });

    it('when a stolen refresh token is replayed after the browser has used it, then the whole session ends: the browser is signed out too', async () => {
      await freshPage();
      await page.goto(`${site.url}/login`);
      await signIn(demoGuest);
      await expect.poll(pathname).toBe('/dashboard');
      const stolen = (await refreshCookie())!.value;
      // The browser goes on: each start of the app uses its cookie once and gets a new one.
      for (let i = 0; i < 2; i++) {
        const renewed = sessionAnswer();
        await page.reload();
        expect((await renewed).status()).toBe(200);
      }
      expect((await refreshCookie())!.value).not.toBe(stolen);

      const replay = await fetch(`${site.url}/api/auth/refresh`, { method: 'POST', headers: { cookie: `suvarna_refresh=${stolen}` } });
      expect(replay.status).toBe(401);

      const ended = sessionAnswer();
      await page.goto(`${site.url}/dashboard`);
      expect((await ended).status()).toBe(204);
      await expect.poll(pathname).toBe('/login');
      expect(await refreshCookie()).toBeUndefined();
    });

    it('when the user signs out in one tab, then the other tab of the browser is signed out as well', async () => {
      await freshPage();
      await page.goto(`${site.url}/login`);
      await signIn(demoGuest);
      await expect.poll(pathname).toBe('/dashboard');
      const other = await context.newPage();
      await other.goto(`${site.url}/dashboard`);
      await other.getByRole('heading', { level: 1, name: /Kabir Malhotra/ }).waitFor();

      await openMenu();
      await page.locator('#site-menu').getByRole('button', { name: 'Sign Out' }).click();

      await expect.poll(() => new URL(other.url()).pathname).toBe('/login');
    });
  });

  describe('confirming the e-mail address', () => {
    const welcomeTo = async (address: string) => (await caughtMails(site.inboxUrl, address)).find((m) => m.subject === 'Welcome to Suvarna Hotels & Resorts');

    for (const [width, viewport] of [
      ['1440', viewports.desktop],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      it(`when a new guest opens the link of the welcome e-mail (${width} px), then the address is confirmed and the dashboard stops reminding them`, async () => {
        await freshPage(viewport);
        const email = await registerNew('Nila Varma');
        const reminder = page.getByRole('region', { name: 'Please confirm your e-mail address' });
        await reminder.waitFor();
        expect(await reminder.textContent()).toContain(email);
        await reminder.scrollIntoViewIfNeeded();
        await screenshot(page, `auth-verify-reminder-${width}`);

        const welcome = await vi.waitFor(
          async () => {
            const found = await welcomeTo(email);
            if (!found) throw new Error('no welcome e-mail yet');
            return found;
          },
          { timeout: 15_000, interval: 200 },
        );
        expect(welcome!.text).not.toContain('Nila');
        const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(welcome!.text ?? '')![0];
        await page.goto(`${site.url}${new URL(link).pathname}${new URL(link).search}`);
        await page.getByRole('heading', { level: 1, name: 'E-mail Address Confirmed' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `auth-verify-confirmed-${width}`);

        await page.getByRole('link', { name: 'Go to Dashboard' }).click();
        await expect.poll(pathname).toBe('/dashboard');
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await reminder.count()).toBe(0);
      });
    }
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
