import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Access = 'public' | 'guestsOnly' | 'signedIn' | 'admin';

/**
 * Every route of the spec's route table, with the access it needs; a page added for one of these addresses is
 * checked as soon as it lands. Path parameters take a value that exists in the seeded data where the data has one.
 */
export const specRoutes: { path: string; access: Access }[] = [
  { path: '/', access: 'public' },
  { path: '/brand', access: 'public' },
  { path: '/team', access: 'public' },
  { path: '/hotels', access: 'public' },
  { path: '/hotels/1', access: 'public' },
  { path: '/hotels/pre1', access: 'public' },
  { path: '/pre-openings', access: 'public' },
  { path: '/future-projects', access: 'public' },
  { path: '/partners', access: 'public' },
  { path: '/book-now', access: 'public' },
  { path: '/contact', access: 'public' },
  { path: '/ai-demos', access: 'public' },
  { path: '/privacy', access: 'public' },
  { path: '/terms', access: 'public' },
  { path: '/cookies', access: 'public' },
  { path: '/work-with-us', access: 'public' },
  { path: '/booking-success', access: 'public' },
  { path: '/booking-cancel', access: 'public' },
  { path: '/login', access: 'guestsOnly' },
  { path: '/register', access: 'guestsOnly' },
  { path: '/dashboard', access: 'signedIn' },
  { path: '/applicant-dashboard', access: 'signedIn' },
  { path: '/hr-dashboard', access: 'signedIn' },
  { path: '/department-dashboard', access: 'signedIn' },
  { path: '/profile', access: 'signedIn' },
  { path: '/booking/1', access: 'signedIn' },
  { path: '/unauthorized', access: 'signedIn' },
  { path: '/dashboard', access: 'admin' },
  { path: '/admin/hotels', access: 'admin' },
  { path: '/admin/bookings', access: 'admin' },
  { path: '/admin/analytics', access: 'admin' },
];

export interface StoredSession {
  access_token: string;
  user: unknown;
}

/** Signs in through the API, as the site's own sign-in screen does. */
export async function signIn(siteUrl: string, email: string, password: string): Promise<StoredSession> {
  const res = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as StoredSession;
}

/** A browser context that starts signed in with `session` (stored as the site stores it), or signed out. */
export async function contextFor(browser: Browser, width: number, session?: StoredSession): Promise<BrowserContext> {
  // The site's policy forbids inline scripts; axe is injected by the test, not by the page.
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, bypassCSP: true, reducedMotion: 'reduce' });
  if (session) {
    await context.addInitScript(`localStorage.setItem('auth_token', ${JSON.stringify(session.access_token)});
localStorage.setItem('user_data', ${JSON.stringify(JSON.stringify(session.user))});`);
  }
  return context;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it stands: WCAG 2.0, 2.1 and 2.2 A and AA rules plus axe's best practices.
 * Returns one line per failing element, so a failing test names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(`axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
  }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })))`)) as AxeViolation[];
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`));
}

/** Waits until the page has settled: no request in flight and no loading spinner left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-live] svg, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
