import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { aiMessages } from '@suvarna/contracts';
import { axeViolations } from './support/axe';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { closeSiteAndBrowser, openSiteWithPage } from './support/journey';

/*
 * The three AI panels of /ai-demos against the whole site: answers computed from the embedded catalog,
 * the spec's delays (a lower bound only: a loaded machine may be slower, never faster), Enter and the
 * quick suggestions, Book Now, and the failure messages when the AI service does not answer.
 */
describe.skipIf(!browserAvailable)('/ai-demos in a browser', () => {
  let site: TestSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSiteWithPage({ viewport: { width: 1440, height: 900 } }));
  });

  afterAll(() => closeSiteAndBrowser(site, browser));

  const panel = (p: Page, id: string) => p.getByTestId(id);
  const botReplies = (panelLocator: Locator) => panelLocator.locator('[role="log"] [data-type="bot"]');

  async function open(p: Page): Promise<void> {
    await p.goto(`${site.url}/ai-demos`);
    await p.locator('main h1').first().waitFor();
    await panel(p, 'panel-sales').waitFor();
  }

  it('when a guest clicks a reservation suggestion, then it sends itself and, no sooner than a second later, the one hotel in Kerala comes with Book Now', async () => {
    await open(page);
    const reservations = panel(page, 'panel-reservations');
    const before = await botReplies(reservations).count();
    const started = Date.now();
    await reservations.getByRole('button', { name: 'Kerala backwaters with Ayurveda' }).click();
    await reservations.locator('[data-type="user"]').filter({ hasText: 'Kerala backwaters with Ayurveda' }).waitFor();
    await expect.poll(() => reservations.getByRole('textbox').inputValue()).toBe('');
    await reservations.getByTestId('panel-reservations-typing').waitFor();
    await expect.poll(() => botReplies(reservations).count(), { timeout: 15_000 }).toBe(before + 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const reply = botReplies(reservations).last();
    expect(await reply.textContent()).toContain('Suvarna');
    expect(await reply.textContent()).toContain('Alleppey');
    // Kerala has one open hotel: it alone is offered, with no "alternative" from elsewhere.
    const book = reply.getByRole('link', { name: /Book Now/ });
    expect(await book.count()).toBe(1);
    // The hotel, with the room that fits the request when the answer named one (journeys carry what was chosen).
    expect(await book.first().getAttribute('href')).toMatch(/^\/book-now\?hotel=13(&room=[^&]+)?$/);
    await screenshot(page, 'ai-demos-1440');
    expect(await axeViolations(page)).toEqual([]);
    await book.first().click();
    await page.waitForURL(/\/book-now\?hotel=13(&room=[^&]+)?$/);
  });

  it('when a guest types a question and presses Enter, then the concierge answers from the guide, citing it, with follow-ups', async () => {
    await open(page);
    const concierge = panel(page, 'panel-concierge');
    const send = concierge.getByRole('button', { name: 'Send to Virtual Concierge' });
    expect(await send.isDisabled()).toBe(true);
    await concierge.getByRole('textbox').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await concierge.getByRole('textbox').press('Enter');
    expect(await concierge.locator('[data-type="user"]').count()).toBe(0);
    await concierge.getByRole('textbox').fill('What should I see in Agra?');
    const started = Date.now();
    await concierge.getByRole('textbox').press('Enter');
    await expect.poll(() => botReplies(concierge).count(), { timeout: 15_000 }).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    const text = (await botReplies(concierge).last().textContent()) ?? '';
    expect(text).toContain('Taj Mahal');
    expect(text).toContain('(Source: Guide to Agra)');
    expect(text).toContain(aiMessages.suggestionsLead);
    expect(await concierge.getByRole('log').getAttribute('aria-live')).toBe('polite');
  });

  it('when a guest asks the sales assistant, then the service answers each topic with its figures, and anything else with Live Analytics', async () => {
    await open(page);
    const sales = panel(page, 'panel-sales');
    await sales.getByRole('button', { name: 'Any deals right now?' }).click();
    await expect.poll(() => botReplies(sales).count(), { timeout: 15_000 }).toBe(2);
    expect(await botReplies(sales).last().textContent()).toContain('The lowest prices free for the coming weekend');
    expect(await botReplies(sales).last().textContent()).not.toContain('28% savings');
    await sales.getByRole('button', { name: 'Planning a weekend getaway' }).click();
    await expect.poll(() => botReplies(sales).count(), { timeout: 15_000 }).toBe(3);
    expect(await botReplies(sales).last().getByLabel('Live figures').textContent()).toMatch(/rooms free\d+\.\d%/);
    await sales.getByRole('button', { name: 'How busy are your hotels?' }).click();
    await expect.poll(() => botReplies(sales).count(), { timeout: 15_000 }).toBe(4);
    const analytics = botReplies(sales).last().getByLabel('Live Analytics');
    expect(await analytics.textContent()).toMatch(/Occupancy\s*\d+\.\d%/);
  });

  it('when a guest asks in Hindi and in Tamil, then each answer comes in that language, marked with its lang', async () => {
    await open(page);
    const reservations = panel(page, 'panel-reservations');
    await reservations.getByRole('textbox').fill('मनाली में चार लोगों के परिवार के लिए होटल');
    await reservations.getByRole('textbox').press('Enter');
    await expect.poll(() => botReplies(reservations).count(), { timeout: 15_000 }).toBe(2);
    const hindi = botReplies(reservations).last();
    expect(await hindi.getAttribute('lang')).toBe('hi');
    expect(await hindi.textContent()).toContain('River Chalet, 4 मेहमानों के लिए ₹36,000 प्रति रात');
    expect(await reservations.locator('[data-type="user"]').last().getAttribute('lang')).toBe('hi');
    const concierge = panel(page, 'panel-concierge');
    await concierge.getByRole('textbox').fill('jaipur mein kya dekhen');
    await concierge.getByRole('textbox').press('Enter');
    await expect.poll(() => botReplies(concierge).count(), { timeout: 15_000 }).toBe(2);
    expect(await concierge.locator('[data-type="user"]').last().getAttribute('lang')).toBe('hi-Latn');
    expect(await botReplies(concierge).last().textContent()).toContain('आमेर किला');
    await concierge.getByRole('button', { name: 'ஜெய்ப்பூரில் என்ன பார்க்கலாம்?' }).click();
    await expect.poll(() => botReplies(concierge).count(), { timeout: 15_000 }).toBe(3);
    expect(await botReplies(concierge).last().getAttribute('lang')).toBe('ta');
    expect(await botReplies(concierge).last().textContent()).toContain('ஆமேர் கோட்டை');
    await screenshot(page, 'ai-demos-1440-languages');
  });

  it('when the AI service does not answer, then each panel says the spec’s failure message', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.route('**/api/ai/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'AI service is unavailable' }) }));
    await open(phone);
    const cases: [string, string, string][] = [
      ['panel-reservations', 'Hills under 15000', aiMessages.recommendationsFailure],
      ['panel-concierge', 'Is breakfast included?', aiMessages.conciergeFailure],
      ['panel-sales', 'How is occupancy?', aiMessages.analyticsFailure],
    ];
    for (const [id, question, failure] of cases) {
      const p = panel(phone, id);
      await p.getByRole('textbox').fill(question);
      await p.getByRole('textbox').press('Enter');
      await expect.poll(() => botReplies(p).last().textContent(), { timeout: 15_000 }).toContain(failure);
    }
    await screenshot(phone, 'ai-demos-390-failures');
    await phone.close();
  });
});
