import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, contextFor, settle, signIn, type StoredSession } from './support/axe';
import { browserAvailable, screenshot } from './support/browser';
import type { TestSite } from './support/site';
import { caughtMails, closeSiteAndBrowser, demoEngineeringHead, demoHr, openSiteAndBrowser } from './support/journey';

/** A small real PDF: one blank page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The machine may be loaded: wait for conditions, generously, never for a fixed time. */
const WAIT = { timeout: 20_000, interval: 100 };

describe.skipIf(!browserAvailable)('careers: apply, the HR pipeline, the applicant’s timeline and the department view', () => {
  let site: TestSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let applicant: StoredSession;
  let hr: StoredSession;
  let head: StoredSession;
  const stamp = Date.now();
  const applicantEmail = `ira.${stamp}@example.in`;
  const applicantName = 'Ira Malhotra';

  beforeAll(async () => {
    ({ site, browser } = await openSiteAndBrowser());
    const registered = await fetch(`${site.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: applicantName, email: applicantEmail, phone: '+91 98450 12345', password: 'Lotus#Garden42' }),
    });
    expect(registered.status).toBe(201);
    applicant = await signIn(site.url, applicantEmail, 'Lotus#Garden42');
    hr = await signIn(site.url, demoHr.email, demoHr.password);
    head = await signIn(site.url, demoEngineeringHead.email, demoEngineeringHead.password);
    // Someone else's application in another department: the Engineering head must not see it.
    const form = new FormData();
    const fields = { position_title: 'Brand Manager', department: 'Marketing', city: 'Mumbai', full_name: 'Rohan Verma', email: `rohan.${stamp}@example.in`, phone: '', experience_years: '9', cover_letter: 'Brands are stories.', consent: 'true' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'rohan.pdf');
    expect((await fetch(`${site.url}/api/applications/enhanced/submit`, { method: 'POST', body: form })).status).toBe(201);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await closeSiteAndBrowser(site, browser);
  });

  async function open(session: StoredSession | undefined, path: string, width = 1440): Promise<Page> {
    const context = await contextFor(browser, width, session);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await settle(page);
    return page;
  }

  it('an applicant applies with a PDF and finds the application on My Applications', async () => {
    const page = await open(applicant, '/work-with-us');
    await screenshot(page, 'careers-work-with-us-1440');
    await page.getByLabel('Department').selectOption('Engineering');
    await page.getByLabel('City').selectOption('Delhi');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'position' }).textContent(), WAIT).toBe('1 position');
    await page.getByRole('button', { name: 'Apply Now: Software Engineer, Delhi' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    // The form's own checks come before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), WAIT).toBe('Please fill in all required fields and upload your resume.');
    // Each wrong field is marked, and the focus is on the first of them (the name is filled in from the account).
    expect(await dialog.getByLabel('Cover Letter').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), WAIT).toBe('cover_letter');
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe(applicantName);
    await dialog.getByLabel('Years of Experience').fill('4');
    await dialog.getByLabel('Cover Letter').fill('I have built booking systems for four years and would love to build yours.');
    await dialog.getByLabel(/^Resume \(PDF or Word/).setInputFiles({ name: 'ira-malhotra.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('checkbox').check();
    await screenshot(page, 'careers-application-form-1440');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Application Submitted' }).isVisible(), WAIT).toBe(true);
    expect(await dialog.textContent()).toContain('within 48 hours');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    const mine = await open(applicant, '/applicant-dashboard');
    const card = mine.getByRole('article', { name: /Software Engineer, APP-\d{4}-\d{6}/ });
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    expect(await card.textContent()).toContain('Your application has been received and is awaiting initial review.');
    expect(await card.textContent()).toContain('Submitted');
    await screenshot(mine, 'careers-applicant-dashboard-1440');
  });

  it('HR starts the review, adds a public and an internal note and schedules an interview', async () => {
    const page = await open(hr, '/hr-dashboard');
    const row = page.getByRole('listitem', { name: `${applicantName}, Software Engineer` });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await row.getByRole('button', { name: 'Start Review' }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain('Under Review');
    await page.getByLabel('Search').fill('ira');
    await expect.poll(() => page.getByRole('listitem', { name: /Rohan Verma/ }).count(), WAIT).toBe(0);
    await screenshot(page, 'careers-hr-dashboard-1440');

    await row.getByRole('button', { name: `View Details: ${applicantName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Add a note').fill('Thank you, Ira. We enjoyed your cover letter.');
    await dialog.getByRole('button', { name: 'Add Public Note' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('We enjoyed your cover letter.');
    // The box empties once the note is saved; write the next one after that, as a person would.
    await expect.poll(() => dialog.getByLabel('Add a note').inputValue(), WAIT).toBe('');
    await dialog.getByLabel('Add a note').fill('Salary expectation above band; check with finance.');
    await dialog.getByRole('button', { name: 'Add Internal Note' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('[Internal Only] Salary expectation above band');

    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = `${tomorrow.toISOString().slice(0, 10)}T11:00`;
    await dialog.getByLabel('Interview date and time').fill(local);
    await dialog.getByLabel('Interview type').selectOption('video');
    await dialog.getByLabel('Meeting link').fill('https://meet.example.com/suvarna-ira');
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect.poll(() => dialog.getByRole('link', { name: 'Join Meeting' }).count(), WAIT).toBe(1);
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Interview Phase');
    // Typed as 11:00 India time, whatever the browser's own zone, and shown so.
    expect(await dialog.textContent()).toMatch(/11:00\s?am IST/i);
    await screenshot(page, 'careers-hr-details-1440');
  });

  it('the applicant sees the new status, the public note only and Join Meeting', async () => {
    const page = await open(applicant, '/applicant-dashboard');
    const card = page.getByRole('article', { name: /Software Engineer/ });
    await expect.poll(() => card.textContent(), WAIT).toContain('Interview Phase');
    expect(await card.textContent()).toContain('Congratulations! You have been selected for an interview.');
    expect(await card.getByRole('link', { name: 'Join Meeting' }).getAttribute('href')).toBe('https://meet.example.com/suvarna-ira');
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), WAIT).toContain('We enjoyed your cover letter.');
    expect(await dialog.textContent()).not.toContain('Salary expectation');
    expect(await page.content()).not.toContain('Salary expectation');
    await screenshot(page, 'careers-applicant-details-1440');
  });

  it('the Engineering head sees the Engineering application and not the Marketing one', async () => {
    const page = await open(head, '/department-dashboard');
    await expect.poll(() => page.getByRole('table').textContent(), WAIT).toContain(applicantName);
    expect(await page.getByRole('table').textContent()).not.toContain('Rohan Verma');
    await screenshot(page, 'careers-department-dashboard-1440');
  });

  it('a signed-in guest is told the HR dashboard is not available for the account', async () => {
    const page = await open(applicant, '/hr-dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Not available for your account' }).isVisible(), WAIT).toBe(true);
  });

  it('the acknowledgement, the status e-mail and the invitation with an .ics are in the inbox', async () => {
    const mails = () => caughtMails(site.inboxUrl, applicantEmail);
    // The welcome e-mail of the registration is there too; these are the careers ones.
    const careersMails = async () => (await mails()).filter((m) => /APP-\d{4}-\d{6}/.test(m.subject));
    await expect.poll(async () => (await careersMails()).map((m) => m.subject.replace(/APP-\d{4}-\d{6}/, 'APP')).sort(), WAIT).toEqual([
      'Interview invitation — Software Engineer (APP)',
      'We received your application — APP',
      'Your application APP: Under Review',
    ]);
    const invitation = (await mails()).find((m) => m.subject.startsWith('Interview invitation'))!;
    expect(invitation.attachments?.map((a) => a.contentType)).toEqual([expect.stringMatching(/^text\/calendar/)]);
  });

  it('the careers pages read well at 390 px and pass axe', async () => {
    for (const [session, path] of [
      [applicant, '/work-with-us'],
      [applicant, '/applicant-dashboard'],
      [hr, '/hr-dashboard'],
      [head, '/department-dashboard'],
    ] as const) {
      const page = await open(session, path, 390);
      await screenshot(page, `careers${path.replace(/\//g, '-')}-390`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      if (violations.length) console.error(`${path} at 390 px:\n  ${violations.join('\n  ')}`);
      expect(violations, path).toEqual([]);
    }
  });
});
